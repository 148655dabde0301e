import { useState } from "react";
import { toast } from "sonner";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, profileNameSchema, userEmailSchema } from "@/domain/users";
import { countOf, describedBy, FieldMessage } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { useAuth, type Profile } from "@/web/features/auth";
import { changeEmail, updateName } from "../api";
import { profileFailure, SETTINGS_MESSAGES } from "../messages";
import { CurrentPasswordField, type OwnerProblem, ownerProblem } from "./current-password-field";
import { EditableField } from "./editable-field";
import { FieldProblem } from "./field-problem";
import { useEditing } from "./use-editing";

export function NameField({ user }: { user: Profile }) {
  const { refreshProfile } = useAuth();
  const field = useEditing();
  const [name, setName] = useState(user.name);
  const nameCount = countOf(name, NAME_MAX_LENGTH);

  const save = async () => {
    // The same rule the server applies (domain/users), checked before the round trip.
    const parsed = profileNameSchema.safeParse({ name });
    if (!parsed.success) return field.setProblem(parsed.error.issues[0]?.message ?? null);
    field.setSaving(true);
    try {
      await updateName(parsed.data.name);
      await refreshProfile();
      toast.success(SETTINGS_MESSAGES.nameUpdated);
      field.toggle(false);
    } catch (error) {
      toast.error(profileFailure(error, SETTINGS_MESSAGES.nameFailed));
    } finally {
      field.setSaving(false);
    }
  };

  return (
    <EditableField
      label="Name"
      value={user.name || <span className="italic">Not set</span>}
      editing={field.editing}
      onEditingChange={(next) => {
        setName(user.name);
        field.toggle(next);
      }}
      saving={field.saving}
      onSave={save}
    >
      <div className="grid gap-2">
        <Label htmlFor="settings-name">Name</Label>
        <Input
          id="settings-name"
          name="name"
          autoComplete="name"
          required
          aria-invalid={field.problem ? true : undefined}
          aria-describedby={[describedBy("settings-name", { count: nameCount }), field.problem && "settings-name-problem"].filter(Boolean).join(" ")}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <FieldMessage id="settings-name" count={nameCount} />
        <FieldProblem id="settings-name-problem">{field.problem}</FieldProblem>
      </div>
    </EditableField>
  );
}

export function EmailField({ user }: { user: Profile }) {
  const field = useEditing();
  const [email, setEmail] = useState("");
  const emailCount = countOf(email, EMAIL_MAX_LENGTH);
  const [currentPassword, setCurrentPassword] = useState("");
  const [passwordProblem, setPasswordProblem] = useState<OwnerProblem | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const save = async () => {
    // The same limit the server applies (domain/users), checked before the round trip.
    const parsed = userEmailSchema.safeParse(email);
    if (!parsed.success) return field.setProblem(parsed.error.issues[0]?.message ?? null);
    const newEmail = parsed.data;
    if (newEmail.toLowerCase() === user.email.toLowerCase()) return field.setProblem(SETTINGS_MESSAGES.sameEmail);
    field.setProblem(null);
    setPasswordProblem(null);
    field.setSaving(true);
    try {
      await changeEmail(newEmail, currentPassword);
      toast.success(SETTINGS_MESSAGES.emailSent);
      setSentTo(newEmail);
      setCurrentPassword("");
      field.toggle(false);
    } catch (error) {
      const problem = ownerProblem(error);
      if (problem) setPasswordProblem(problem);
      else toast.error(profileFailure(error, SETTINGS_MESSAGES.emailFailed));
    } finally {
      field.setSaving(false);
    }
  };

  return (
    <EditableField
      label="Email"
      value={user.email}
      editing={field.editing}
      onEditingChange={(next) => {
        setEmail("");
        setCurrentPassword("");
        setPasswordProblem(null);
        field.toggle(next);
      }}
      saving={field.saving}
      onSave={save}
      note={
        sentTo && (
          <p role="status" className="text-sm text-muted-foreground">
            We sent a confirmation link to <span className="font-medium text-foreground">{sentTo}</span>. Your
            e-mail changes once you open it.
          </p>
        )
      }
    >
      <div className="grid gap-2">
        <Label htmlFor="settings-email">New email</Label>
        <Input
          id="settings-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={field.problem ? true : undefined}
          aria-describedby={[describedBy("settings-email", { count: emailCount }), field.problem && "settings-email-problem"].filter(Boolean).join(" ")}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <FieldMessage id="settings-email" count={emailCount} />
        <FieldProblem id="settings-email-problem">{field.problem}</FieldProblem>
      </div>
      <CurrentPasswordField
        id="settings-email-current-password"
        value={currentPassword}
        onChange={setCurrentPassword}
        problem={passwordProblem}
      />
    </EditableField>
  );
}
