/**
 * An SVG drawing as a CSS `url()`, for shapes that CSS paints (a mask or a background): written once in the
 * stylesheet instead of once per element in the HTML. Use single quotes inside `shapes`.
 */
export function svgUrl(viewBox: string, shapes: string): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='${viewBox}'>${shapes}</svg>`;
  return `url("data:image/svg+xml,${svg.replace(/[%#<>"]/g, encodeURIComponent)}")`;
}
