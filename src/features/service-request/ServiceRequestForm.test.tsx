import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SiteTheme } from '../../../tests/utils/render';
import { startApiServer, type ApiServer } from '../../../tests/utils/apiServer';
import { ServiceRequestForm } from './ServiceRequestForm';

// Rendering styled forms in jsdom takes a while on a loaded two-core machine.
vi.setConfig({ testTimeout: 20_000 });

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

const intent = {
  serviceType: 'Search Engine Optimization',
  serviceCategory: 'Marketing & Advertising',
  package: 'Growth',
};

/** The form as a package's request page prerenders it, in a container of the document. */
function prerendered(onSent = vi.fn()) {
  const page = (
    <SiteTheme>
      <ServiceRequestForm intent={intent} onSent={onSent} cancelHref="/services/seo" apiOrigin={api.origin} />
    </SiteTheme>
  );
  const container = document.body.appendChild(document.createElement('div'));
  onTestFinished(() => container.remove());
  container.innerHTML = renderToString(page);
  return { page, container };
}

describe('ServiceRequestForm on a request page', () => {
  it('is prerendered as a form that posts the package with it, natively', () => {
    const { container } = prerendered();
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/servicesEmail');
    expect(new FormData(form).getAll('package')).toEqual(['Growth']);
    expect(Object.fromEntries(new FormData(form))).toMatchObject({
      serviceType: intent.serviceType,
      serviceCategory: intent.serviceCategory,
      name: '',
      email: '',
      requirements: '',
      website: '',
    });
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/services/seo');
  });

  it('keeps what was typed before the app took over, and sends it', async () => {
    const onSent = vi.fn();
    const { page, container } = prerendered(onSent);
    (container.querySelector('[name="name"]') as HTMLInputElement).value = 'Grace Hopper';
    (container.querySelector('[name="email"]') as HTMLInputElement).value = 'grace@example.com';
    (container.querySelector('[name="requirements"]') as HTMLTextAreaElement).value = 'Typed early.';

    const root = await act(async () => hydrateRoot(container, page));
    onTestFinished(() => act(() => root.unmount()));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Request' }));

    await waitFor(() => expect(onSent).toHaveBeenCalledWith({ name: 'Grace Hopper', email: 'grace@example.com' }));
    expect(api.requests[0]!.body).toMatchObject({ ...intent, name: 'Grace Hopper', requirements: 'Typed early.' });
  });
});
