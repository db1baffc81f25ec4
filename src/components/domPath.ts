/** Where `element` sits under `root`: the child index at each level, or null when it is not inside. */
export function pathWithin(root: Element, element: Element | null): number[] | null {
  const path: number[] = [];
  for (let node = element; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift([...parent.children].indexOf(node));
  }
  return element && root.contains(element) ? path : null;
}

export function elementAt(root: Element, path: number[]): HTMLElement | null {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : null;
}
