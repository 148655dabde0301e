import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useAuth } from "@/web/features/auth";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { WebhooksSection } from "@/web/features/webhooks";
import { ApiKeysSection } from "../api-keys/api-keys-section";
import { DangerZoneSection, SecuritySection } from "../components/account-sections";
import { PasswordField } from "../components/password-field";
import { EmailField, NameField } from "../components/profile-fields";
import { SessionsSection } from "../security/sessions-section";
import { TwoFactorSection } from "../security/two-factor-section";

/**
 * /settings: Profile (name, e-mail, password, each edited in place), Security, two-factor authentication,
 * active sessions, personal API keys, Danger Zone.
 */
export function SettingsPage() {
  useDocumentTitle("Settings");
  const { user } = useAuth();
  // The route guard renders this page only for a signed-in user.
  if (!user) return null;

  return (
    // One column that never grows past the screen (minmax(0, 1fr)): a long unbroken value in a card
    // would otherwise widen the whole page.
    <div className="grid grid-cols-1 gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
        <p className="text-muted-foreground">Manage your profile, security and account.</p>
      </header>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Profile</CardTitle>
          <CardDescription>Your name, e-mail address and password.</CardDescription>
        </CardHeader>
        <CardContent className="divide-y">
          <NameField user={user} />
          <EmailField user={user} />
          <PasswordField user={user} />
        </CardContent>
      </Card>

      <SecuritySection />
      <TwoFactorSection />
      <SessionsSection />
      <ApiKeysSection />
      <WebhooksSection workspace="personal" />
      <DangerZoneSection />
    </div>
  );
}
