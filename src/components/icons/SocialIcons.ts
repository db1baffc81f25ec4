import { css } from 'styled-components';
import type { SocialId } from '../../domain/company';

const networks: Record<SocialId, true> = { facebook: true, instagram: true, linkedin: true, x: true };

/**
 * Styles for links marked `data-network="<id>"`: each shows its network's glyph at `size`, in the link's
 * text colour. The glyph is a mask from `public/images/icons/social/<id>.svg`, a file the browser caches
 * once for every page, instead of a drawing in the HTML of every link (the top bar and the footer show
 * the same four) and in the app's first-load JavaScript.
 */
export const socialGlyphLinks = (size: string) => css`
  [data-network]::before {
    content: '';
    width: ${size};
    height: ${size};
    background: currentColor;
    mask-position: center;
    mask-size: contain;
    mask-repeat: no-repeat;
  }
  ${(Object.keys(networks) as SocialId[]).map(
    (network) => css`
      [data-network='${network}']::before {
        mask-image: url(/images/icons/social/${network}.svg);
      }
    `,
  )}
  @media (forced-colors: active) {
    [data-network]::before {
      forced-color-adjust: none;
      background: LinkText;
    }
  }
`;
