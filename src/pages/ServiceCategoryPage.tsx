import type { Params } from 'react-router';
import { useParams } from 'react-router';
import { SERVICES_LAST_UPDATED, findCategory } from '../content/services/catalogue';
import { CategoryNotFound, CategoryView } from '../features/services/CategoryView';
import type { PageMeta } from '../lib/seo';

export function meta({ slug = '' }: Params): PageMeta | null {
  const category = findCategory(slug);
  return category
    ? {
        title: `${category.category} Services | Lakeforge Digital`,
        description: category.description,
        updated: SERVICES_LAST_UPDATED,
      }
    : null;
}

/** /services/{slug} for a service category, or 'Category not found' for a slug that names nothing. */
export default function ServiceCategoryPage() {
  const { slug = '' } = useParams();
  const category = findCategory(slug);
  return category ? <CategoryView category={category} /> : <CategoryNotFound />;
}
