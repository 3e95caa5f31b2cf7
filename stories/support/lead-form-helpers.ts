import { expect, screen, within } from "storybook/test"

type UserEvent = {
  click: (element: Element) => Promise<void>
  type: (element: Element, text: string) => Promise<void>
  selectOptions: (element: Element, values: HTMLElement) => Promise<void>
}

/** Picks an option of a form's select (the browser's own) or of a Radix Select (opened; its list is portalled, so found through screen). */
export async function chooseInSelect(userEvent: UserEvent, trigger: HTMLElement, option: string) {
  // A form's select field is the browser's own: the option is chosen as a person picks it there.
  if (trigger instanceof HTMLSelectElement) {
    await userEvent.selectOptions(trigger, within(trigger).getByRole("option", { name: option }))
    await expect(trigger).toHaveDisplayValue(option)
    return
  }
  await userEvent.click(trigger)
  await userEvent.click(await screen.findByRole("option", { name: option }))
  await expect(trigger).toHaveTextContent(option)
}

/** Opens a Combobox, searches for the option and picks it, then closes the list if it stays open. */
export async function chooseInCombobox(userEvent: UserEvent, trigger: HTMLElement, option: string) {
  await userEvent.click(trigger)
  const search = await screen.findByRole("combobox", { name: /^Search/ })
  await userEvent.type(search, option)
  await userEvent.click(await screen.findByRole("option", { name: new RegExp(`^${option}`) }))
  if (trigger.getAttribute("aria-expanded") === "true") await userEvent.click(trigger)
}

/** The destructive toast with this title (the toast is portalled, so it is found through screen). */
export async function findDestructiveToast(title: string) {
  const element = await screen.findByText(title, { selector: "[data-slot=toast] *" })
  const toast = element.closest("[data-slot=toast]")
  await expect(toast).toHaveAttribute("data-variant", "destructive")
  return toast
}

/** Every message is visible once (after an empty submit, for instance). */
export async function expectMessages(canvas: { findByText: (text: string) => Promise<HTMLElement> }, messages: readonly string[]) {
  for (const message of messages) await expect(await canvas.findByText(message)).toBeVisible()
}
