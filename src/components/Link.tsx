import type { Ref } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';

/**
 * React Router's Link without its `data-discover` attribute, which only Framework mode's lazy route discovery
 * reads (this app routes with its own table in a BrowserRouter). On the home page it was 42 attributes, about
 * 47 bytes of the HTML's gzip, whose budget is a phone's first round trip (issue #44).
 */
export function Link(props: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <RouterLink discover="none" {...props} />;
}
