import { MenuScreen } from "../menus/menu-screen"

/** /admin/menus/footer: the footer's columns and links (its document), with the switch to the header menu. */
export default function MenusFooterScreen() {
  return <MenuScreen kind="menu_footer" />
}
