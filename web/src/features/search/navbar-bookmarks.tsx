export default function NavbarBookmarks() {
  return null;
}
