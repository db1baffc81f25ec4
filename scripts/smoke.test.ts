import { describe, expect, it } from 'vitest';
import { projectOfHostingUrl } from './smoke';

describe('projectOfHostingUrl', () => {
  it("reads the project from Hosting's default domains only", () => {
    expect(projectOfHostingUrl('https://lakeforge-site.web.app')).toBe('lakeforge-site');
    expect(projectOfHostingUrl('https://lakeforge-site.firebaseapp.com/')).toBe('lakeforge-site');
    expect(projectOfHostingUrl('https://lakeforge.ca')).toBeUndefined();
    expect(projectOfHostingUrl('http://127.0.0.1:5000')).toBeUndefined();
  });
});
