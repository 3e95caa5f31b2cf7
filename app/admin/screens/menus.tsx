import { MenuScreen } from "../menus/menu-screen"

/** /admin/menus: the header's mega-menu (its document), with the switch to the footer. */
export default function MenusScreen() {
  return <MenuScreen kind="menu_header" />
}
