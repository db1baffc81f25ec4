import { useId, useState } from 'react';
import styled from 'styled-components';
import { Card as BaseCard, CardGrid } from '../../components/Section';
import { Button } from '../../components/Button';
import { ChevronDownIcon } from '../../components/icons/UiIcons';
import { pricedServices } from '../../content/services/catalogue';
import type { PerItemService, PriceOption } from '../../content/services/types';
import { IconTile } from './ServiceCards';
import { priceOptionLabel } from './serviceRequestIntent';

export const SELECT_PLACEHOLDER = 'Select an option';

interface PerItemPricingProps {
  services: readonly PerItemService[];
  /** Called with the item and its chosen price option. */
  onGetStarted: (item: PerItemService, option: PriceOption) => void;
}

/** The "Don't need a Package" cards: one pricing dropdown and a 'Get Started' button per item. */
export function PerItemPricing({ services, onGetStarted }: PerItemPricingProps) {
  return (
    <CardGrid $columns={services.length % 4 === 0 ? 4 : 3} $stretch>
      {services.map((item) => (
        <li key={item.id}>
          <PerItemCard item={item} onGetStarted={onGetStarted} />
        </li>
      ))}
    </CardGrid>
  );
}

function PerItemCard({
  item,
  onGetStarted,
}: {
  item: PerItemService;
  onGetStarted: PerItemPricingProps['onGetStarted'];
}) {
  const [selected, setSelected] = useState('');
  const selectId = useId();
  const hintId = useId();
  const details = pricedServices.find((service) => service.id === item.id);

  return (
    <Card>
      <Header>
        {details && (
          <IconTile $size={64} $icon={40} $tone="brandToTeal">
            <img src={details.icon} alt="" width="48" height="48" loading="lazy" />
          </IconTile>
        )}
        <h3>{item.name}</h3>
      </Header>
      {details && <Summary>{details.summary}</Summary>}
      <label htmlFor={selectId}>
        Choose an option <span className="visually-hidden">for {item.name}</span>
      </label>
      <SelectWrap>
        <select
          id={selectId}
          value={selected}
          aria-describedby={selected ? undefined : hintId}
          onChange={(event) => setSelected(event.target.value)}
        >
          <option value="">{SELECT_PLACEHOLDER}</option>
          {item.pricing.map((option) => {
            const label = priceOptionLabel(option);
            return (
              <option key={label} value={label}>
                {label}
              </option>
            );
          })}
        </select>
        <ChevronDownIcon />
      </SelectWrap>
      <Hint id={hintId} $hidden={Boolean(selected)}>
        Select an option to continue.
      </Hint>
      <Button
        type="button"
        $variant="primary"
        disabled={!selected}
        aria-describedby={selected ? undefined : hintId}
        onClick={() => {
          const option = item.pricing.find((candidate) => priceOptionLabel(candidate) === selected);
          if (!option) return;
          onGetStarted(item, option);
          // The dialog opens with the choice; the dropdown returns to its placeholder (docs/product.md: reset on open).
          setSelected('');
        }}
      >
        Get Started <span className="visually-hidden">with {item.name}</span>
      </Button>
    </Card>
  );
}

const Card = styled(BaseCard)`
  padding: ${({ theme }) => theme.space[5]};
  label {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  > button {
    width: 100%;
  }
`;

const Summary = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  ${IconTile} {
    width: 52px;
    height: 52px;
    margin: 0;
    img {
      width: 32px;
      height: 32px;
    }
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const SelectWrap = styled.div`
  position: relative;
  select {
    width: 100%;
    min-height: 48px;
    padding: 0 44px 0 ${({ theme }) => theme.space[4]};
    border: 1.5px solid #94a3b8;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.white};
    appearance: none;
    cursor: pointer;
    &:hover {
      border-color: ${({ theme }) => theme.colors.primary};
    }
    &:focus-visible {
      border-color: ${({ theme }) => theme.colors.primary};
    }
  }
  svg {
    position: absolute;
    top: 50%;
    right: 14px;
    width: 20px;
    height: 20px;
    color: ${({ theme }) => theme.colors.textMuted};
    transform: translateY(-50%);
    pointer-events: none;
  }
`;

const Hint = styled.p<{ $hidden: boolean }>`
  min-height: 1.5em;
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  visibility: ${({ $hidden }) => ($hidden ? 'hidden' : 'visible')};
`;
