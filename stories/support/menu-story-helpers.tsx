/**
 * Resolves once the finite CSS animations under `root` have ended (at most `timeoutMs`), so axe checks
 * colours at full opacity rather than mid-fade.
 */
export async function waitForAnimations(root: Element = document.body, timeoutMs = 3000) {
  const animations = root
    .getAnimations({ subtree: true })
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
  await Promise.race([
    Promise.all(animations.map((animation) => animation.finished.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, timeoutMs)),
  ])
}

/**
 * Radix NavigationMenu renders an aria-hidden, focusable "focus proxy" span after an open trigger, which forwards
 * Tab into the panel (radix-ui/primitives#3085). axe's aria-hidden-focus is scoped past that one span only.
 */
export const navigationMenuA11y = {
  config: {
    rules: [{ id: "aria-hidden-focus", selector: '[aria-hidden="true"]:not([data-slot="mega-menu-item"] > span)' }],
  },
}
