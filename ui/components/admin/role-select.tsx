import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue, type SelectTriggerProps } from "../select"
import { STAFF_ROLE_DESCRIPTIONS as ROLE_DESCRIPTIONS } from "../../lib/staff-roles"
import { STAFF_ROLE_NAMES, type StaffRoleName } from "./staff-user-table"

/** What each role may do, for the line under a role field (the invitation mail says the same). */
export const STAFF_ROLE_DESCRIPTIONS: Readonly<Record<StaffRoleName, string>> = ROLE_DESCRIPTIONS

export const ROLE_PLACEHOLDER = "Choose a role"

export interface RoleSelectProps extends Omit<SelectTriggerProps, "value" | "defaultValue" | "onChange" | "dir"> {
  /** The chosen role. */
  value?: StaffRoleName
  /** Called with the role chosen. */
  onValueChange?: (role: StaffRoleName) => void
  /** Name of the hidden native select, for a plain form post. */
  name?: string
}

/**
 * The staff role picker (Admin, Editor, Recruiter). The trigger takes every other prop, so a FormControl's id and
 * aria attributes land on the element that is focused and labelled.
 */
export function RoleSelect({ value, onValueChange, name, disabled, ...props }: RoleSelectProps) {
  return (
    <Select value={value} onValueChange={(role) => onValueChange?.(role as StaffRoleName)} name={name} disabled={disabled}>
      <SelectTrigger data-slot="role-select" className="w-full sm:w-56" {...props}>
        <SelectValue placeholder={ROLE_PLACEHOLDER} />
      </SelectTrigger>
      <SelectContent>
        {(Object.keys(STAFF_ROLE_NAMES) as StaffRoleName[]).map((role) => (
          <SelectItem key={role} value={role}>
            {STAFF_ROLE_NAMES[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
