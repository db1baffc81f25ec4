import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { ArrowRightIcon, CalendarIcon } from '../../components/icons/UiIcons';
import { brandColors, withAlpha } from '../../domain/brand';

/** A wide tile inviting visitors who can't choose yet to book the free consultation. */
export function ConsultationPromo() {
  return (
    <Promo aria-labelledby="consultation-promo-heading">
      <Icon>
        <CalendarIcon />
      </Icon>
      <div>
        <h3 id="consultation-promo-heading">Not sure which service you need?</h3>
        <p>
          Tell us about your business in a free 30-minute consultation. We'll recommend a plan, a budget and a timeline,
          with no obligation.
        </p>
        <ButtonLink to="/#cta" $variant="light">
          Book a Free Consultation
          <ArrowRightIcon />
        </ButtonLink>
      </div>
    </Promo>
  );
}

const Promo = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  width: 100%;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(28rem 16rem at 100% 0%, ${withAlpha(brandColors.primary, 0.55)}, transparent 70%),
    radial-gradient(20rem 14rem at 0% 100%, rgba(18, 181, 165, 0.3), transparent 70%),
    ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    align-items: center;
    padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[6]};
  }
  h3 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    max-width: 33em;
    margin-bottom: ${({ theme }) => theme.space[5]};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

const Icon = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(255, 255, 255, 0.1);
  color: ${({ theme }) => theme.colors.tealBright};
  svg {
    width: 30px;
    height: 30px;
  }
`;
