export function NotFoundScreen() {
  return <h1 className="h3 my-4">404 Not Found</h1>;
}
