/** Spec section 2: Buy shows only the navigation bar (which the layout draws), no content. */
export function BuyScreen() {
  return null;
}
