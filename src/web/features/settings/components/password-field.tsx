import { useState } from "react";
import { toast } from "sonner";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import type { Profile } from "@/web/features/auth";
import { changePassword } from "../api";
import { MIN_PASSWORD_LENGTH, profileFailure, SETTINGS_MESSAGES } from "../messages";
import { EditableField } from "./editable-field";
import { FieldProblem } from "./field-problem";
import { useEditing } from "./use-editing";

const EMPTY = { current: "", next: "", confirm: "" };
const PROBLEM_ID = "settings-password-problem";

/** The password, changed only with the current one; other devices are signed out by the change. */
export function PasswordField({ user }: { user: Profile }) {
  const field = useEditing();
  const [values, setValues] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const save = async () => {
    if (values.next.length < MIN_PASSWORD_LENGTH) return field.setProblem(SETTINGS_MESSAGES.passwordTooShort);
    if (values.next !== values.confirm) return field.setProblem(SETTINGS_MESSAGES.passwordsDoNotMatch);
    field.setProblem(null);
    field.setSaving(true);
    try {
      await changePassword(values.current, values.next);
      toast.success(SETTINGS_MESSAGES.passwordUpdated);
      setValues(EMPTY);
      field.toggle(false);
    } catch (error) {
      toast.error(profileFailure(error, SETTINGS_MESSAGES.passwordFailed));
    } finally {
      field.setSaving(false);
    }
  };

  const describedBy = field.problem ? PROBLEM_ID : undefined;

  return (
    <EditableField
      label="Password"
      value="••••••••"
      editing={field.editing}
      onEditingChange={(next) => {
        setValues(EMPTY);
        field.toggle(next);
      }}
      saving={field.saving}
      onSave={save}
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
      <div className="grid gap-2">
        <Label htmlFor="settings-current-password">Current password</Label>
        <Input
          id="settings-current-password"
          name="current-password"
          type="password"
          autoComplete="current-password"
          required
          value={values.current}
          onChange={set("current")}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="settings-new-password">New password</Label>
          <Input
            id="settings-new-password"
            name="new-password"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={field.problem ? true : undefined}
            aria-describedby={describedBy}
            value={values.next}
            onChange={set("next")}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="settings-confirm-password">Confirm new password</Label>
          <Input
            id="settings-confirm-password"
            name="confirm-password"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={field.problem ? true : undefined}
            aria-describedby={describedBy}
            value={values.confirm}
            onChange={set("confirm")}
          />
        </div>
      </div>
      <FieldProblem id={PROBLEM_ID}>{field.problem}</FieldProblem>
    </EditableField>
  );
}
