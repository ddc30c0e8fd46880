import { UnderConstruction } from '@/components/layout/UnderConstruction';

export function UserSettingsPage() {
  return <UnderConstruction titleKey="titles.userSettings" publicFrame={false} />;
}
