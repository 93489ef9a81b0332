// A player's page as GET /api/admin/players/:id answers it, for screen tests: a verified EUR player with
// nothing but a name, an id and balances.
export function playerDetailReply(player: {
  readonly id: number;
  readonly username: string;
  readonly cash?: string;
  readonly bonus?: string;
}) {
  return {
    data: {
      profile: {
        id: player.id,
        username: player.username,
        email: `${player.username}@example.test`,
        name: null,
        surname: null,
        birthday: null,
        address: null,
        city: null,
        country: null,
        currency: 'EUR',
        phone: null,
        gender: null,
        locale: 'en',
        ref_id: null,
        affiliate_id: null,
        campaign_id: null,
        site_code: null,
        two_factor_enabled: false,
        age_confirmed_at: '2026-11-01T08:00:00.000Z',
        password_changed_at: '2026-11-01T08:00:00.000Z',
        registered_at: '2026-11-01T08:00:00.000Z',
        updated_at: '2026-11-01T08:00:00.000Z',
        last_login_at: null,
      },
      status: 1,
      player_status: 1,
      verification: { level: 0, required: [], submitted: [], pending_review: 0 },
      balances: [
        {
          currency: 'EUR',
          cash: player.cash ?? '0.00',
          bonus: player.bonus ?? '0.00',
          held: '0.00',
          incoming: '0.00',
        },
      ],
      totals: [],
      responsible_gambling: { state: 'none', until: null, permanent: false, limits: [] },
    },
  };
}
