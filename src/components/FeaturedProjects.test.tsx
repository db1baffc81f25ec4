import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/utils/render';
import { projects } from '../content/projects';
import { FeaturedProjects } from './FeaturedProjects';

describe('FeaturedProjects', () => {
  it('shows only the first three projects, the first one leading the grid', () => {
    renderWithProviders(<FeaturedProjects projects={projects} />);
    const tiles = within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(tiles).toHaveLength(3);
    expect(within(tiles[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(projects[0]!.client);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      projects.slice(0, 3).map((project) => project.client),
    );
    expect(screen.queryByRole('heading', { name: projects[3]!.client })).not.toBeInTheDocument();
  });

  it("opens each client's site in a new tab and says so", () => {
    renderWithProviders(<FeaturedProjects projects={projects} />);
    const links = screen.getAllByRole('link', { name: /opens in a new tab/ });
    expect(links).toHaveLength(3);
    links.forEach((link, index) => {
      const project = projects[index]!;
      expect(link).toHaveAccessibleName(`${project.client} (opens in a new tab)`);
      expect(link).toHaveAttribute('href', project.link);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
    const image = links[0]!.querySelector('img')!;
    expect(image).toHaveAttribute('src', projects[0]!.image);
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
  });

  it('links to the portfolio only when there are more than three projects', () => {
    const { unmount } = renderWithProviders(<FeaturedProjects projects={projects} />);
    expect(screen.getByRole('link', { name: 'Explore All Projects' })).toHaveAttribute('href', '/portfolio');
    unmount();

    renderWithProviders(<FeaturedProjects projects={projects.slice(0, 3)} />);
    expect(screen.queryByRole('link', { name: 'Explore All Projects' })).not.toBeInTheDocument();
  });

  it('uses the requested heading level for client names', () => {
    renderWithProviders(<FeaturedProjects projects={projects} headingLevel={4} />);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });
});
