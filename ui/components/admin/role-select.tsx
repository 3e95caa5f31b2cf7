import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue, type SelectTriggerProps } from "../select"
import type { StaffRoleLabels, StaffRoleName } from "./staff-user-table"

export const ROLE_PLACEHOLDER = "Choose a role"

export interface RoleSelectProps extends Omit<SelectTriggerProps, "value" | "defaultValue" | "onChange" | "dir"> {
  /** The roles to choose from, by their words. */
  roles: StaffRoleLabels
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
export function RoleSelect({ roles, value, onValueChange, name, disabled, ...props }: RoleSelectProps) {
  return (
    <Select value={value} onValueChange={(role) => onValueChange?.(role as StaffRoleName)} name={name} disabled={disabled}>
      <SelectTrigger data-slot="role-select" className="w-full sm:w-56" {...props}>
        <SelectValue placeholder={ROLE_PLACEHOLDER} />
      </SelectTrigger>
      <SelectContent>
        {(Object.keys(roles) as StaffRoleName[]).map((role) => (
          <SelectItem key={role} value={role}>
            {roles[role].name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
