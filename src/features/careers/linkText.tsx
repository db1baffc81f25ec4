import { Fragment, type ReactNode } from 'react';

/**
 * Renders `text` with every occurrence of each phrase replaced by the element `render` returns, e.g.
 * to turn an email address inside a sentence of content into a mailto link.
 */
export function linkText(text: string, phrases: Record<string, (phrase: string) => ReactNode>): ReactNode {
  const keys = Object.keys(phrases).filter(Boolean);
  if (!keys.length) return text;
  const pattern = new RegExp(`(${keys.map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  return text.split(pattern).map((part, index) => {
    const render = phrases[part];
    return <Fragment key={index}>{render ? render(part) : part}</Fragment>;
  });
}
