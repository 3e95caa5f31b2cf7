/** `npm run gen:icons`: writes ui/components/icon-sprite.svg from lucide-react (see scripts/icon-sprite.ts). */
import fs from "node:fs"
import path from "node:path"
import { renderIconSprite } from "./icon-sprite"

const file = path.resolve(import.meta.dirname, "../ui/components/icon-sprite.svg")
fs.writeFileSync(file, renderIconSprite())
console.log(`Wrote ${path.relative(process.cwd(), file)}`)
