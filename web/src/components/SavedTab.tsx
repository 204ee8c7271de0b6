export function SavedTab() {
  return null;
}
