import { useEffect, useRef, useState, type CSSProperties } from 'react';
import styled from 'styled-components';
import { svgUrl } from '../../components/icons/svgUrl';
import { cardSurface } from '../../components/Section';
import {
  CAROUSEL_QUOTE_LIMIT,
  MAX_RATING,
  clampRating,
  initialsAvatarDataUri,
  isTruncated,
  truncate,
} from '../../domain/reviews/reviews';
import type { Testimonial } from './model';

/** The cards' 'Read more' disclosures share this name, so the browser keeps one of them open at a time. */
const DISCLOSURE_GROUP = 'testimonial';

/**
 * A Google review. A long quote shows cut until 'Read more' opens it: a native disclosure (`<details>`),
 * so it works before and without the app; CSS shows the cut or the full quote and the summary's wording.
 */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, avatar, date, fullQuote, authorUrl, reportUrl } = testimonial;
  const rating = clampRating(testimonial.rating);
  const long = isTruncated(fullQuote, CAROUSEL_QUOTE_LIMIT);

  return (
    <Card>
      <Header>
        <Avatar name={name} photo={avatar} />
        <div>
          <Name>
            {/* Google requires a live review's author to link to their profile when one is given. */}
            {authorUrl ? (
              <a href={authorUrl} target="_blank" rel="noopener noreferrer nofollow">
                {name}
              </a>
            ) : (
              name
            )}
          </Name>
          {date && <DateText>{date}</DateText>}
        </div>
      </Header>
      <Stars
        role="img"
        aria-label={`Rated ${rating} out of ${MAX_RATING}`}
        style={{ '--rating': rating } as CSSProperties}
      />
      <Quote>
        {long ? (
          <>
            <p className="when-collapsed">{truncate(fullQuote, CAROUSEL_QUOTE_LIMIT)}</p>
            <p className="when-expanded">{fullQuote}</p>
          </>
        ) : (
          <p>{fullQuote}</p>
        )}
      </Quote>
      <Footer>
        {long ? (
          <ReadMore name={DISCLOSURE_GROUP}>
            <summary>
              <span className="when-collapsed">Read more</span>
              <span className="when-expanded">Read less</span>
            </summary>
          </ReadMore>
        ) : (
          <span />
        )}
        <Source>
          <SourceMark aria-hidden="true">G</SourceMark>
          Google Review
          {reportUrl && (
            <ReportLink
              href={reportUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              aria-label="Report this review to Google"
            >
              Report
            </ReportLink>
          )}
        </Source>
      </Footer>
    </Card>
  );
}

/** The reviewer's photo, or the generated initials avatar when there is none or it fails to load. */
function Avatar({ name, photo }: { name: string; photo?: string | null }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // A photo that failed before hydration fired its error event before React listened for it.
    const image = ref.current;
    if (photo && image && image.complete && image.naturalWidth === 0) setFailed(true);
  }, [photo]);

  const src = photo && !failed ? photo : initialsAvatarDataUri(name);
  return (
    <AvatarImage
      ref={ref}
      src={src}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

const Card = styled.article`
  .when-expanded,
  &:has(details[open]) .when-collapsed {
    display: none;
  }
  &:has(details[open]) .when-expanded {
    display: revert;
  }
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  height: 100%;
  padding: ${({ theme }) => theme.space[6]};
  ${cardSurface}
  transition:
    box-shadow 200ms ease,
    transform 200ms ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const AvatarImage = styled.img`
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  letter-spacing: -0.01em;

  a {
    color: inherit;
    text-decoration-color: ${({ theme }) => theme.colors.border};
    text-underline-offset: 3px;
  }
`;

const ReportLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-left: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 500;
`;

const DateText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** A 20 px star and the 2 px gap after it: one tile of the rating's mask. */
const STAR_TILE = svgUrl(
  '0 0 26.4 24',
  "<path d='M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z'/>",
);

/**
 * Five stars, the first `--rating` of them filled: one element whose colours show through a row of star
 * masks, so the HTML of a card carries a number instead of five drawings.
 */
const Stars = styled.div`
  width: ${MAX_RATING * 22 - 2}px;
  height: 20px;
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.amber} calc(var(--rating) * 22px),
    ${({ theme }) => theme.colors.border} 0
  );
  mask-image: ${STAR_TILE};
  mask-position: 0 0;
  mask-size: 22px 20px;
  mask-repeat: repeat-x;
  forced-color-adjust: none;
`;

const Quote = styled.blockquote`
  flex: 1;
  margin: 0;
  p {
    /* Four lines hold any collapsed quote, so the cards of a row match until one is expanded. */
    min-height: calc(4 * 1.65em);
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    line-height: 1.65;
  }
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-height: calc(44px + ${({ theme }) => theme.space[3]});
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const ReadMore = styled.details`
  summary {
    display: flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    list-style: none;
    cursor: pointer;
    &::-webkit-details-marker {
      display: none;
    }
    &:hover {
      text-decoration: underline;
    }
  }
`;

const Source = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`;

const SourceMark = styled.span`
  display: grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.primary};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 12px;
  font-weight: 800;
`;
