/**
 * Blog posts for /blogs and /blog/{id}.
 *
 * `content` is trusted HTML written here, limited to h2, h3, p, ul, li, strong, em, a (href only)
 * and blockquote; the content test enforces that list.
 */

export interface BlogPost {
  readonly id: string;
  readonly title: string;
  readonly excerpt: string;
  /** Article body as HTML (h2, h3, p, ul, li, strong, em, a, blockquote only). */
  readonly content: string;
  /** Publication date, ISO 'YYYY-MM-DD'. */
  readonly date: string;
  /** Name of the team member who wrote it. */
  readonly author: string;
  readonly tags: readonly string[];
  /** Public path of the cover image, `/images/blog/<id>.svg`. */
  readonly image: string;
  /** Estimated reading time, derived from the word count. */
  readonly readingMinutes: number;
}

/** Words per minute used for the reading-time estimate. */
export const READING_WORDS_PER_MINUTE = 220;

/** Number of words in an HTML string (tags and entities ignored). */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

type PostInput = Omit<BlogPost, 'image' | 'readingMinutes'>;

const post = (input: PostInput): BlogPost => ({
  ...input,
  image: `/images/blog/${input.id}.svg`,
  readingMinutes: Math.max(1, Math.round(countWords(input.content) / READING_WORDS_PER_MINUTE)),
});

const websiteSpeed = post({
  id: 'website-speed-small-business',
  title: 'Is Your Website Too Slow? Seven Fixes Any Small Business Can Make',
  excerpt:
    'Most slow small-business websites are slow for the same handful of reasons. Here is how to measure what your visitors really experience, and the fixes that make the biggest difference for the least money.',
  date: '2026-09-15',
  author: 'Marcus Chen',
  tags: ['Web Performance', 'Core Web Vitals', 'Small Business'],
  content: `
<p>When a prospective customer taps your link in a Google search, they decide within a few seconds whether to stay. On a patchy phone connection in a parking lot, a page that takes six seconds to show anything useful often never gets that chance. Speed is not a vanity metric: it affects how many visitors become calls, bookings and quote requests, and it is one of the signals Google uses when ranking pages.</p>
<p>The good news is that most slow small-business websites are slow for the same handful of reasons, and you rarely need a rebuild to fix them.</p>
<h2>Measure before you change anything</h2>
<p>Start with Google's free PageSpeed Insights. Enter your home page and your most important service page, and look first at the real-user data, which comes from Chrome users who actually visited your site. The lab score underneath is useful for diagnosis, but it is a simulation on a single device.</p>
<p>Three numbers, known as Core Web Vitals, matter most:</p>
<ul>
<li><strong>Largest Contentful Paint (LCP)</strong>: how long until the main content, usually a hero image or heading, appears. Aim for 2.5 seconds or less.</li>
<li><strong>Interaction to Next Paint (INP)</strong>: how quickly the page responds when someone taps a button or opens a menu. Aim for 200 milliseconds or less.</li>
<li><strong>Cumulative Layout Shift (CLS)</strong>: how much the page jumps around while it loads. Aim for 0.1 or less.</li>
</ul>
<p>Then do the low-tech test: open your site on a mid-range phone over mobile data, not the office Wi-Fi. If you find yourself waiting, so are your customers.</p>
<h2>1. Resize and compress your images</h2>
<p>Oversized images are the most common problem we see. A photo straight from a modern phone can be 4,000 pixels wide and several megabytes, then displayed in a box 800 pixels wide. Export images at the size they are shown (at most twice that for high-density screens), use modern formats such as WebP or AVIF, and give every image its width and height so the browser can reserve the space and the layout does not shift.</p>
<p>Lazy-load images further down the page, but never the hero image at the top: that one should load first.</p>
<h2>2. Audit your third-party scripts</h2>
<p>Chat widgets, heat-mapping tools, embedded social feeds, several analytics tags and a forgotten A/B testing script can easily outweigh the rest of the page combined. Each one also competes for the phone's processor, which hurts responsiveness. List every script your site loads, ask who actually uses its data, and remove anything nobody has looked at in six months. Fewer scripts also mean less visitor data shared with other companies, which keeps your privacy policy simpler.</p>
<h2>3. Be careful with fonts</h2>
<p>Three font families in five weights each is a common and costly habit. Pick one or two families, load only the weights you use, and host the font files on your own domain rather than pulling them from another service. Use <em>font-display: swap</em> so text appears immediately in a fallback font instead of staying invisible while the custom font downloads.</p>
<h2>4. Put a cache and a CDN in front of your site</h2>
<p>A content delivery network serves copies of your files from locations close to each visitor, so a customer in Vancouver is not waiting on a server in Toronto. Most modern hosts include one. Make sure static files such as images, stylesheets and scripts are sent with long cache lifetimes, so returning visitors do not download them again.</p>
<h2>5. Trim WordPress plugins and page builders</h2>
<p>On WordPress sites, speed problems usually come from plugins rather than WordPress itself. Deactivate plugins you no longer use, replace several single-purpose plugins with one well-maintained one where you can, and be wary of heavy page builders that add large stylesheets to every page. A caching plugin helps, but it cannot make up for a dozen plugins loading scripts on every page.</p>
<h2>6. Treat video with respect</h2>
<p>Background videos look great and can be expensive. Keep them short, muted and compressed, give them a lightweight poster image that displays immediately, and consider showing only the poster on small screens or to visitors who have asked their device to reduce motion. For longer videos, show a thumbnail and load the player only when someone presses play.</p>
<h2>7. Make speed part of maintenance</h2>
<p>Sites rarely become slow overnight. They slow down one plugin, one tracking tag and one uncompressed banner at a time. Check your Core Web Vitals monthly, adopt a simple rule such as “no image over 200 KB without a good reason”, and review performance whenever someone asks to add a new tool.</p>
<blockquote>A fast site is not the result of one clever trick. It is the result of saying no to many small things that each cost a little.</blockquote>
<h2>Where to start this week</h2>
<p>If you only have an afternoon, compress the images on your home page and your top service page, remove one script you do not need, and test again. Those two changes alone often move a page from “needs improvement” to “good”.</p>
<p>If you would rather have someone else look under the hood, our <a href="/services/maintenance">website maintenance plans</a> include regular performance checks, and we are glad to walk through your results in a <a href="/#cta">free 30-minute consultation</a>.</p>
`,
});

const localSeo = post({
  id: 'local-seo-hamilton-guide',
  title: 'Local SEO in Hamilton: A Practical Guide for Service Businesses',
  excerpt:
    'Showing up in the map results for searches in Hamilton, Ancaster or Stoney Creek is less about tricks and more about accurate, consistent information. Here is the checklist we use with local clients.',
  date: '2026-06-09',
  author: 'Sofia Alvarez',
  tags: ['Local SEO', 'Google Business Profile', 'Hamilton'],
  content: `
<p>When someone searches for a plumber, a dentist or a renovation company in Hamilton, the first thing they usually see is a map with three businesses listed beneath it. Those three spots, often called the local pack, drive a large share of calls for service businesses. Google weighs three broad factors when filling them: how relevant your business is to the search, how close it is to the searcher, and how prominent it is online. You cannot move your office, but you can do a great deal about the other two.</p>
<h2>Start with your Google Business Profile</h2>
<p>Your Business Profile is the most important local SEO asset you own, and it is free. Claim and verify it, then work through it properly:</p>
<ul>
<li><strong>Primary category</strong>: choose the most specific category for your main service. “Kitchen remodeler” beats “contractor” if kitchens are what you want to be found for. Add secondary categories only for services you genuinely offer.</li>
<li><strong>Service area</strong>: if you visit customers rather than receive them, hide your street address and list the areas you serve, such as Hamilton, Ancaster, Dundas, Stoney Creek, Waterdown and Burlington. Keep the list realistic.</li>
<li><strong>Hours</strong>: keep them accurate, including holiday hours for Family Day, Good Friday, Victoria Day, Canada Day, the Civic Holiday, Thanksgiving and the December break. Few things earn a bad review faster than a customer driving to a closed door.</li>
<li><strong>Photos</strong>: add real photos of your team, vehicles, storefront and finished work, and add new ones through the year. Stock photos do little for you.</li>
<li><strong>Services and description</strong>: describe what you do in plain language, the way your customers would say it.</li>
</ul>
<h2>Keep your name, address and phone consistent everywhere</h2>
<p>Google cross-checks your business details against other websites. Your name, address and phone number should read exactly the same on your website, your Business Profile, Facebook, Yelp, YP.ca, your industry association's directory and the Hamilton Chamber of Commerce listing if you are a member. If you have moved or changed phone numbers in the past few years, search for the old details and correct every listing you find. Conflicting details make Google less confident about which information is right.</p>
<h2>Build pages that match how people search</h2>
<p>Your website should have a dedicated page for each main service, not a single page listing everything. A page about basement finishing, with photos of real basements, typical timelines, what affects the price and answers to common questions, will outperform one bullet point on a general “Services” page.</p>
<p>Location pages can help if you genuinely serve several communities, but only when each one says something useful about that area: projects you completed there, local permit considerations, how quickly you can get there. Twenty near-identical pages that swap “Ancaster” for “Dundas” are exactly what Google's spam policies warn against, and they rarely rank.</p>
<p>Put your address and phone number in the footer of every page, name your service area on the contact page, and ask your developer to describe your business with LocalBusiness structured data so search engines can read your details reliably.</p>
<h2>Earn reviews steadily, and answer them</h2>
<p>The number of reviews, your average rating and how recent they are all influence how prominently you appear. The best approach is boring: ask every satisfied customer, every time. Send a short message with a direct link to your review form on the day the job is finished, while the experience is fresh.</p>
<p>Reply to every review, positive or negative, within a few days. A calm, specific reply to a critical review often reassures future customers more than another five-star rating does. Do not offer discounts or gifts in exchange for reviews, and never write reviews for yourself: Google's policies prohibit both, and fake or misleading reviews can also raise concerns under Canada's Competition Act.</p>
<h2>Get involved locally, online and off</h2>
<p>Links and mentions from respected local websites show that you are a real part of the community. Good sources are often things you already do: sponsoring a minor hockey team, joining a business improvement area such as Ottawa Street or Westdale Village, speaking at a Chamber event, or partnering with complementary businesses. A mention in <em>The Hamilton Spectator</em> or a well-read local blog is worth far more than dozens of links from directories nobody visits.</p>
<h2>Measure what matters</h2>
<p>Rankings move every day and vary with where the searcher is standing, so do not obsess over a single position. Instead, track these each month:</p>
<ul>
<li>Calls, website clicks and direction requests in your Business Profile performance report.</li>
<li>Search queries and clicks in Google Search Console, especially those that include a neighbourhood or city name.</li>
<li>Form submissions and booked appointments on your website.</li>
<li>The number and average rating of new reviews.</li>
</ul>
<h2>A 90-day plan</h2>
<p>In the first month, complete your Business Profile and correct your listings. In the second, improve or create your main service pages. In the third, set up a simple review-request routine and pursue two or three genuine local mentions. Most businesses see a measurable change in calls within a season, and the gains compound from there.</p>
<blockquote>Local SEO rewards the businesses that keep their information accurate, keep earning reviews and keep showing up in their community.</blockquote>
<p>If you would like a second pair of eyes on your profile and website, our <a href="/services/seo">SEO team</a> is happy to look at both with you during a <a href="/#cta">free 30-minute consultation</a>.</p>
`,
});

const socialCalendar = post({
  id: 'social-media-content-calendar',
  title: "How to Build a Social Media Content Calendar You'll Actually Keep",
  excerpt:
    'Most content calendars are abandoned by the third week. A realistic posting rhythm, a few clear content pillars and a weekly batching session will keep yours going all year.',
  date: '2026-03-10',
  author: 'Priya Raman',
  tags: ['Social Media', 'Content Strategy', 'Planning'],
  content: `
<p>Most small businesses start the year with good intentions about social media: post every day, try video, finally get the account going. By February, the latest post is three weeks old. The problem is rarely a lack of ideas. It is a plan that was never built around the time and people actually available. A content calendar fixes that, as long as it is designed to be kept rather than admired.</p>
<h2>Start with honest capacity</h2>
<p>Before choosing platforms or formats, answer one question: how many hours a week can someone realistically spend on social media? If the answer is two, plan for three good posts a week on one or two platforms, not daily posts on five. Consistency matters more than volume. Audiences and algorithms both reward accounts that show up predictably, and three steady posts a week for a year beat a burst of thirty posts followed by silence.</p>
<p>Choose platforms based on where your customers already spend their time. A consulting firm that sells to other businesses may get more from LinkedIn than from TikTok; a restaurant or salon will usually do better on Instagram and Facebook. It is perfectly fine to be absent from a platform.</p>
<h2>Pick three or four content pillars</h2>
<p>Content pillars are the recurring themes your posts return to. They keep you from staring at a blank screen, and they stop your feed from becoming a stream of sales pitches. For most service businesses, four pillars work well:</p>
<ul>
<li><strong>Teach</strong>: answer the questions customers ask you on the phone. How long does a kitchen renovation take? What should I prepare before a consultation?</li>
<li><strong>Show the work</strong>: before-and-after photos, finished projects and short clips of the process.</li>
<li><strong>Introduce the people</strong>: staff spotlights, a day on site, the team at a community event. People buy from people.</li>
<li><strong>Make an offer</strong>: a seasonal promotion, a new service, a booking reminder. Keep this to roughly one post in five.</li>
</ul>
<p>Rotate through the pillars in a fixed order and half of your planning is already done.</p>
<h2>Map the year, then plan the month</h2>
<p>Open a calendar and mark the dates that matter to your business and your audience: busy and slow seasons, launches, local events and Canadian holidays such as Family Day, Victoria Day, Canada Day, the Civic Holiday, Labour Day and Thanksgiving in October. If you also serve customers in the United States, note the dates that differ, such as American Thanksgiving in November. These become your anchors.</p>
<p>Then, at the start of each month, plan four weeks of posts around those anchors and your pillars. You do not need special software. A shared spreadsheet with these columns is enough:</p>
<ul>
<li>Publish date and platform</li>
<li>Pillar</li>
<li>Topic or hook, in one line</li>
<li>Format: photo, carousel, short video or text</li>
<li>Caption draft and call to action</li>
<li>Status: idea, drafted, approved, scheduled or published</li>
</ul>
<h2>Batch the work</h2>
<p>What drains the time is switching between running your business and thinking up a clever caption. Instead, block one or two hours a week to write and design several posts at once, and one session a month to shoot photos and short videos. Then schedule everything in advance with the platforms' own free tools, such as Meta Business Suite, or with the scheduler you already use.</p>
<p>Batching also makes approvals easier. If someone else needs to sign off on posts, agree on one weekly review slot instead of approving posts one at a time.</p>
<h2>Repurpose everything</h2>
<p>One good idea can carry a whole week. A customer question can become a short video, a carousel of the key points, a caption-only post and, later, a section of a blog post or newsletter. Reusing material is not lazy; most of your followers never saw the first version.</p>
<h2>Leave room for the unplanned</h2>
<p>Fill no more than about 80 per cent of your calendar. The remaining slots are for things you cannot plan: a great photo from today's job, a local news moment, a question a customer asked this morning. Timely posts like these often perform best, and a calendar with no slack turns them into extra work.</p>
<h2>Make your posts accessible</h2>
<p>Add alt text to images, caption your videos, write hashtags in camel case (#HamiltonSmallBusiness rather than #hamiltonsmallbusiness) so screen readers can pronounce them, and never put key information only inside an image. Accessible posts reach more people, and they are simply better posts.</p>
<h2>Review monthly and adjust</h2>
<p>At the end of each month, spend thirty minutes on what worked. Look past likes to the numbers tied to business results: saves, shares, profile visits, link clicks, messages and inquiries. Note which pillar and format performed best, do more of it next month, and drop what consistently falls flat.</p>
<blockquote>The best content calendar is not the most ambitious one. It is the one you are still following in November.</blockquote>
<p>If you would rather hand the calendar to someone else, our <a href="/services/social-media">social media management packages</a> cover planning, design and scheduling, and we are glad to talk it through in a <a href="/#cta">free consultation</a>.</p>
`,
});

/** The three posts, newest first. */
export const blogPosts: readonly BlogPost[] = [websiteSpeed, localSeo, socialCalendar];

/** The post with this id, or undefined when there is none. */
export function findBlogPost(id: string): BlogPost | undefined {
  return blogPosts.find((candidate) => candidate.id === id);
}
