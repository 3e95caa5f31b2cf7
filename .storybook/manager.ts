import { addons } from "storybook/manager-api"
import { nordikaTheme } from "./nordika-theme"

addons.setConfig({ theme: nordikaTheme })
