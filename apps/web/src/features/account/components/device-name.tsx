// The kind of device a session or a security event came from, in the player's language, with its system.
import { useTranslation } from 'react-i18next';

const deviceKinds = ['desktop', 'mobile', 'tablet', 'smarttv', 'console', 'wearable', 'unknown'] as const;
type DeviceKind = (typeof deviceKinds)[number];

const isDeviceKind = (device: string): device is DeviceKind => deviceKinds.some((kind) => kind === device);

export function DeviceName({ device, os }: { device: string | null; os?: string | null }) {
  const { t } = useTranslation();
  const kind = device ?? 'unknown';
  const name = isDeviceKind(kind) ? t(`account.sessions.devices.${kind}`) : kind;
  return (
    <>
      {name}
      {os ? <span className="block text-xs text-muted">{os}</span> : null}
    </>
  );
}
