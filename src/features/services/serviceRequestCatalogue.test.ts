/**
 * The functions check service requests against src/domain's catalogue (they may import only src/domain);
 * this keeps it in step with what the service pages offer. On a failure, update
 * src/domain/forms/serviceCatalogue.ts to the 'expected' value.
 */
import { describe, expect, it } from 'vitest';
import { findCategory, servicePages } from '../../content/services';
import { catalogueErrors, SERVICE_REQUEST_CATALOGUE } from '../../domain/forms/serviceCatalogue';
import { perItemPackage } from './serviceRequestIntent';

/** Every (service, category, package) a 'Get Started' button on a service page can send. */
function offeredByThePages() {
  return Object.fromEntries(
    Object.values(servicePages).map((page) => [
      page.name,
      {
        category: findCategory(page.categoryId)?.category ?? '',
        packages: [
          ...page.packages.map((pkg) => pkg.name),
          ...(page.perItem?.services ?? []).flatMap((item) =>
            item.pricing.map((option) => perItemPackage(item.name, option)),
          ),
        ],
      },
    ]),
  );
}

describe('the service request catalogue', () => {
  it('offers exactly what the service pages offer', () => {
    expect(SERVICE_REQUEST_CATALOGUE).toEqual(offeredByThePages());
  });

  it('accepts every choice of every page and refuses others by field', () => {
    for (const [serviceType, service] of Object.entries(offeredByThePages())) {
      for (const pkg of service.packages) {
        expect(catalogueErrors({ serviceType, serviceCategory: service.category, package: pkg })).toEqual({});
      }
    }
    expect(catalogueErrors({ serviceType: 'Free money', serviceCategory: 'x', package: 'y' })).toEqual({
      serviceType: 'Please choose a service from our list.',
    });
    expect(
      catalogueErrors({ serviceType: 'Graphic Design', serviceCategory: 'Creative & Content', package: 'Growth' }),
    ).toEqual({ package: 'Please choose a package this service offers.' });
    expect(catalogueErrors({ serviceType: 'toString', serviceCategory: '', package: '' })).toHaveProperty(
      'serviceType',
    );
  });
});
