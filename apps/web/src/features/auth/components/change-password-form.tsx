import { AUTH_MESSAGES, CHANGE_PASSWORD_MESSAGES } from "@campusride/shared/messages";
import { changePasswordFormSchema, type PasswordOwner } from "@campusride/shared/schemas/password";
import { useEffect, useMemo } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Form, PasswordField, SubmitButton, useZodForm } from "../../../components/ui/form.tsx";
import { useChangePassword } from "../api/change-password.ts";

/**
 * Current password, new password (the rule of sign-up and reset, the owner's own name and
 * address included) and its confirmation. Its own module: the password rule's dictionaries
 * load when the form opens, not with the profile.
 */
export function ChangePasswordForm({
  owner,
  onChanged,
  onCancel,
}: {
  owner: PasswordOwner;
  onChanged: () => void;
  onCancel: () => void;
}) {
  const { name, email } = owner;
  const schema = useMemo(() => changePasswordFormSchema({ name, email }), [name, email]);
  const form = useZodForm(schema, {
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const change = useChangePassword();
  // opened by its button: the first field takes the focus
  useEffect(() => form.setFocus("currentPassword"), [form]);
  return (
    <Form
      form={form}
      className="mt-4 space-y-4"
      fallbackError={AUTH_MESSAGES.updatePasswordFailed}
      onSubmit={async ({ currentPassword, newPassword }) => {
        await change.mutateAsync({ currentPassword, newPassword });
        onChanged();
      }}
    >
      <PasswordField
        name="currentPassword"
        label={CHANGE_PASSWORD_MESSAGES.currentLabel}
        autoComplete="current-password"
      />
      <PasswordField
        name="newPassword"
        label={CHANGE_PASSWORD_MESSAGES.newLabel}
        hint={CHANGE_PASSWORD_MESSAGES.newHint}
        autoComplete="new-password"
      />
      <PasswordField
        name="confirmPassword"
        label={CHANGE_PASSWORD_MESSAGES.confirmLabel}
        autoComplete="new-password"
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busyLabel={CHANGE_PASSWORD_MESSAGES.busy}>
          {CHANGE_PASSWORD_MESSAGES.submit}
        </SubmitButton>
        <Button variant="outline" onClick={onCancel}>
          {CHANGE_PASSWORD_MESSAGES.cancel}
        </Button>
      </div>
    </Form>
  );
}
