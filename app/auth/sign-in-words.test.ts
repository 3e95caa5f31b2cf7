import { describe, expect, it } from "vitest"
import { AuthApiError, AuthRetryableFetchError } from "@supabase/supabase-js"
import { MISSING_CREDENTIALS_MESSAGE } from "@nordika/ui/admin"
import {
  DISPLAY_NAME_MESSAGE,
  EMAIL_MESSAGE,
  PASSWORD_LONG_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_SHORT_MESSAGE,
  REASON_MESSAGE,
} from "#shared/staff"
import { createI18n } from "../i18n/i18n"
import { messages as en } from "../i18n/locales/en"
import { messages as sv } from "../i18n/locales/sv"
import { messages as de } from "../i18n/locales/de"
import { RATE_LIMITED_MESSAGE, SIGN_IN_FAILED, SOMETHING_WENT_WRONG, WRONG_CODE_MESSAGE } from "./copy"
import { ENGLISH_SIGN_IN_MESSAGES } from "./sign-in"
import { signInWords } from "./sign-in-words"
import { STANDALONE_PAGES } from "../site/standalone-pages"

const ENGLISH = signInWords(createI18n("en", en), "en")
const SWEDISH = signInWords(createI18n("sv", sv), "sv")
const GERMAN = signInWords(createI18n("de", de), "de")

const wrongPassword = () => new AuthApiError("Invalid login credentials", 400, "invalid_credentials")

describe("the sign-in pages' words in English", () => {
  it("are the spec's and the cards' own: the catalog changes no English word of /login", () => {
    expect(ENGLISH.pages.login).toEqual({
      title: STANDALONE_PAGES["/login"].title,
      description: STANDALONE_PAGES["/login"].description,
      heading: STANDALONE_PAGES["/login"].heading,
      backLabel: STANDALONE_PAGES["/login"].backLabel,
    })
    expect(ENGLISH.pages.emergency.title).toBe(STANDALONE_PAGES["/emergency-login"].title)
    expect(ENGLISH.pages.setup.text).toBe(STANDALONE_PAGES["/login/setup"].text)
    expect([ENGLISH.login.submit, ENGLISH.login.help, ENGLISH.login.passkey]).toEqual([
      "Sign in",
      "Can't sign in?",
      "Sign in with a passkey",
    ])
    expect({ ...ENGLISH.messages, server: undefined }).toEqual({ ...ENGLISH_SIGN_IN_MESSAGES, server: undefined })
    expect([SIGN_IN_FAILED, SOMETHING_WENT_WRONG, RATE_LIMITED_MESSAGE, WRONG_CODE_MESSAGE]).toEqual([
      "Sign in Failed",
      "Something went wrong",
      "Too many sign-in attempts from this network. Wait a few minutes, then try again.",
      "That code is not valid. Enter the code your authenticator app shows now.",
    ])
  })

  it("show the server's own message, as the spec's toast does, and the schemas' messages unchanged", () => {
    expect(ENGLISH.messages.server(wrongPassword())).toBe("Invalid login credentials")
    expect(ENGLISH.login.message!(MISSING_CREDENTIALS_MESSAGE)).toBe(MISSING_CREDENTIALS_MESSAGE)
  })
})

describe("the sign-in pages' words in Swedish and German", () => {
  it("name GoTrue's known refusals in the page's language, and no other in English", () => {
    expect(SWEDISH.messages.server(wrongPassword())).toBe("Fel e-postadress eller lösenord.")
    expect(GERMAN.messages.server(wrongPassword())).toBe("E-Mail-Adresse oder Passwort ist falsch.")
    expect(SWEDISH.messages.server(new AuthApiError("Request rate limit reached", 429, "over_request_rate_limit"))).toBe(
      "För många inloggningsförsök från det här nätverket. Vänta några minuter och försök sedan igen.",
    )
    expect(GERMAN.messages.server(new AuthApiError("Database unavailable", 422, "unexpected_failure"))).toBe("Etwas ist schiefgelaufen")
    expect(SWEDISH.messages.server(new AuthRetryableFetchError("Failed to fetch", 0))).toBe("Något gick fel")
  })

  it("show the shared schemas' messages in the page's language, with their numbers", () => {
    expect(SWEDISH.login.message!(MISSING_CREDENTIALS_MESSAGE)).toBe(
      "Du måste ange en e-postadress eller ett telefonnummer och ett lösenord",
    )
    expect(GERMAN.newPassword.message!(PASSWORD_SHORT_MESSAGE)).toBe("Verwenden Sie mindestens 12 Zeichen.")
    expect(SWEDISH.login.message!(PASSWORD_MISMATCH_MESSAGE)).toBe("Lösenorden stämmer inte överens.")
    expect(GERMAN.mfaResetRequested.description(24)).toContain("innerhalb von 24 Stunden")
    expect(SWEDISH.totp.digit(1, 6)).toBe("Siffra 1 av 6")
    expect(SWEDISH.firstAdmin.message!(EMAIL_MESSAGE)).toBe("Ange en e-postadress, till exempel namn@nordika.se.")
    expect(GERMAN.newPassword.message!(PASSWORD_LONG_MESSAGE)).toBe("Verwenden Sie höchstens 72 Zeichen.")
    expect(SWEDISH.firstAdmin.message!(DISPLAY_NAME_MESSAGE)).toBe("Håll namnet under 121 tecken.")
    expect(GERMAN.mfaResetRequest.message!(REASON_MESSAGE)).toBe("Halten Sie die Begründung unter 501 Zeichen.")
    expect(SWEDISH.totp.message!("Enter all six digits of the code.")).toBe("Ange alla sex siffror i koden.")
  })

  it("leave a message the catalogs do not know as it is", () => {
    expect(GERMAN.problem("A message of another function")).toBe("A message of another function")
  })
})
