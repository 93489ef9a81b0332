// /logout: ends the session (POST /api/auth/logout, then this device) and goes to the lobby. The user
// menu's "Log out" links here, and so will self-exclusion.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '@/lib/auth';

export function LogoutRoute() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    void logout(queryClient).then(() => {
      if (current) void navigate('/', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [queryClient, navigate]);
  return <p className="px-4 py-20 text-center text-muted">{t('auth.logOut')}</p>;
}
