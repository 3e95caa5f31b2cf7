/**
 * The office's hours as the booking form offers them and the lead pages name them: the rules that
 * submit-lead and the database check (supabase/functions/_shared/office-hours.ts), so the form offers
 * only slots they accept and staff read a slot as the mails write it.
 */
import type { LeadDetailWords } from "@nordika/ui/admin"
import type { OfficeSchedule } from "@nordika/ui/sections"
import {
  FIRST_MEETING_START,
  LAST_MEETING_START,
  MEETING_MINUTES,
  MIN_NOTICE_HOURS,
  OFFICE_TIME_ZONE,
  clockIn,
  describeOfficeSlot,
  officeInstant,
  offeredDays,
  offeredSlots,
} from "#shared/office-hours"

export const OFFICE_SCHEDULE: OfficeSchedule = {
  timeZone: OFFICE_TIME_ZONE,
  meetingMinutes: MEETING_MINUTES,
  firstMeetingStart: FIRST_MEETING_START,
  lastMeetingStart: LAST_MEETING_START,
  minNoticeHours: MIN_NOTICE_HOURS,
  offeredDays,
  offeredSlots,
  officeInstant,
  clockIn,
}

/** How a lead's fields name its preferred times. */
export const LEAD_DETAIL_WORDS: LeadDetailWords = { describeSlot: describeOfficeSlot }
