// Replaced by the page itself (being built).
export default function Page() {
  return null;
}
