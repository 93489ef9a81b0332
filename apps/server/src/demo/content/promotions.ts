// The demo seed's promotions (spec: welcome bonus, 15% daily cashback, 24-hour withdrawal, 50 EUR
// refer-a-friend, ids 4 and 5 linked from the home banners, 524 the review reward), in every language.
import type { NewPromotion } from '../../modules/content/service';

type Texts = NewPromotion['texts'];

const art = (name: string) => ({
  coverImageUrl: `/promotions/${name}-cover.svg`,
  thumbnailImageUrl: `/promotions/${name}-thumb.svg`,
});

/**
 * The welcome bonus (decision 1106): the words of each language; every figure (the tiers, the lowest
 * deposit, the largest bonus and free spins, wagering, maximum bet, expiry) is filled in from the welcome
 * offer this page is linked to, in the reader's currency, when the page is read.
 */
const welcome: Texts = {
  en: {
    title: 'Welcome Bonus: up to {offer.max_bonus} + {offer.max_free_spins} Free Spins',
    details:
      'Start with more: by the tier you choose, your first deposit brings up to **{offer.max_bonus}** in bonus money and up to **{offer.max_free_spins} free spins**.\n\n### Bonus tiers\n\n- Deposit {tier.deposit}: play with {tier.play_with} + {tier.free_spins} free spins\n\n### Terms\n\n- Minimum first deposit: {offer.min_deposit}\n- Wagering: {offer.wagering} times the bonus\n- Maximum bet while wagering: {offer.max_bet}\n- The bonus expires after {offer.expiry_days} days\n\nChoose your bonus tier in the cashier before your first deposit.',
  },
  de: {
    title: 'Willkommensbonus: bis zu {offer.max_bonus} + {offer.max_free_spins} Freispiele',
    details:
      'Starten Sie mit mehr: Je nach gewählter Stufe bringt Ihre erste Einzahlung bis zu **{offer.max_bonus}** Bonusguthaben und bis zu **{offer.max_free_spins} Freispiele**.\n\n### Bonusstufen\n\n- Einzahlung {tier.deposit}: Spielguthaben {tier.play_with} + {tier.free_spins} Freispiele\n\n### Bedingungen\n\n- Mindesteinzahlung: {offer.min_deposit}\n- Umsatzbedingung: {offer.wagering}-facher Bonusbetrag\n- Maximaler Einsatz während des Umsatzes: {offer.max_bet}\n- Der Bonus verfällt nach {offer.expiry_days} Tagen\n\nWählen Sie Ihre Bonusstufe vor der ersten Einzahlung in der Kasse.',
  },
  es: {
    title: 'Bono de bienvenida: hasta {offer.max_bonus} + {offer.max_free_spins} giros gratis',
    details:
      'Empieza con más: según el nivel que elijas, tu primer depósito te da hasta **{offer.max_bonus}** de bono y hasta **{offer.max_free_spins} giros gratis**.\n\n### Niveles de bono\n\n- Depósito de {tier.deposit}: juega con {tier.play_with} + {tier.free_spins} giros gratis\n\n### Condiciones\n\n- Depósito mínimo: {offer.min_deposit}\n- Requisito de apuesta: {offer.wagering} veces el bono\n- Apuesta máxima mientras liberas el bono: {offer.max_bet}\n- El bono caduca a los {offer.expiry_days} días\n\nElige tu nivel de bono en la caja antes de tu primer depósito.',
  },
  fr: {
    title: 'Bonus de bienvenue : jusqu’à {offer.max_bonus} + {offer.max_free_spins} tours gratuits',
    details:
      'Commencez avec plus : selon le palier choisi, votre premier dépôt vous donne jusqu’à **{offer.max_bonus}** de bonus et jusqu’à **{offer.max_free_spins} tours gratuits**.\n\n### Paliers de bonus\n\n- Dépôt de {tier.deposit} : jouez avec {tier.play_with} + {tier.free_spins} tours gratuits\n\n### Conditions\n\n- Premier dépôt minimum : {offer.min_deposit}\n- Mise requise : {offer.wagering} fois le bonus\n- Mise maximale pendant la mise requise : {offer.max_bet}\n- Le bonus expire après {offer.expiry_days} jours\n\nChoisissez votre palier de bonus dans la caisse avant votre premier dépôt.',
  },
  fi: {
    title: 'Tervetuliaisbonus: jopa {offer.max_bonus} + {offer.max_free_spins} ilmaiskierrosta',
    details:
      'Aloita isommin: valitsemasi tason mukaan ensimmäinen talletuksesi tuo jopa **{offer.max_bonus}** bonusrahaa ja jopa **{offer.max_free_spins} ilmaiskierrosta**.\n\n### Bonustasot\n\n- Talletus {tier.deposit}: pelattavaa {tier.play_with} + {tier.free_spins} ilmaiskierrosta\n\n### Ehdot\n\n- Pienin ensitalletus: {offer.min_deposit}\n- Kierrätysvaatimus: {offer.wagering} kertaa bonus\n- Suurin panos kierrätyksen aikana: {offer.max_bet}\n- Bonus vanhenee {offer.expiry_days} päivän kuluttua\n\nValitse bonustasosi kassalla ennen ensimmäistä talletusta.',
  },
  ch: {
    title: '欢迎奖金：最高 {offer.max_bonus} + {offer.max_free_spins} 次免费旋转',
    details:
      '赢在起点：根据您选择的档位，首次存款最高可获 **{offer.max_bonus}** 奖金及最多 **{offer.max_free_spins} 次免费旋转**。\n\n### 奖金档位\n\n- 存款 {tier.deposit}：可用 {tier.play_with} 游戏 + {tier.free_spins} 次免费旋转\n\n### 条款\n\n- 首次存款最低 {offer.min_deposit}\n- 投注要求：奖金的 {offer.wagering} 倍\n- 完成投注要求期间单注最高 {offer.max_bet}\n- 奖金 {offer.expiry_days} 天后过期\n\n请在首次存款前于收银台选择您的奖金档位。',
  },
  gr: {
    title: 'Μπόνους καλωσορίσματος: έως {offer.max_bonus} + {offer.max_free_spins} δωρεάν περιστροφές',
    details:
      'Ξεκινήστε με περισσότερα: ανάλογα με το επίπεδο που θα επιλέξετε, η πρώτη σας κατάθεση σας δίνει έως **{offer.max_bonus}** μπόνους και έως **{offer.max_free_spins} δωρεάν περιστροφές**.\n\n### Επίπεδα μπόνους\n\n- Κατάθεση {tier.deposit}: παίξτε με {tier.play_with} + {tier.free_spins} δωρεάν περιστροφές\n\n### Όροι\n\n- Ελάχιστη πρώτη κατάθεση: {offer.min_deposit}\n- Απαίτηση στοιχηματισμού: {offer.wagering} φορές το μπόνους\n- Μέγιστο πόνταρισμα κατά τον στοιχηματισμό: {offer.max_bet}\n- Το μπόνους λήγει σε {offer.expiry_days} ημέρες\n\nΕπιλέξτε το επίπεδο μπόνους στο ταμείο πριν από την πρώτη σας κατάθεση.',
  },
  ja: {
    title: 'ウェルカムボーナス：最大{offer.max_bonus}＋フリースピン{offer.max_free_spins}回',
    details:
      '選んだ段階に応じて、初回入金で最大 **{offer.max_bonus}** のボーナスと最大 **フリースピン{offer.max_free_spins}回** を進呈します。\n\n### ボーナスの段階\n\n- 入金額{tier.deposit}：{tier.play_with}でプレイ＋フリースピン{tier.free_spins}回\n\n### 条件\n\n- 初回入金の最低額：{offer.min_deposit}\n- 賭け条件：ボーナス額の{offer.wagering}倍\n- 賭け条件消化中の最大ベット額：{offer.max_bet}\n- ボーナスの有効期限は{offer.expiry_days}日間\n\n初回入金の前に、キャッシャーでボーナスの段階をお選びください。',
  },
  nl: {
    title: 'Welkomstbonus: tot {offer.max_bonus} + {offer.max_free_spins} gratis spins',
    details:
      'Begin met meer: afhankelijk van het niveau dat je kiest, levert je eerste storting tot **{offer.max_bonus}** bonusgeld en tot **{offer.max_free_spins} gratis spins** op.\n\n### Bonusniveaus\n\n- Storting van {tier.deposit}: speel met {tier.play_with} + {tier.free_spins} gratis spins\n\n### Voorwaarden\n\n- Minimale eerste storting: {offer.min_deposit}\n- Inzetvereiste: {offer.wagering} keer de bonus\n- Maximale inzet tijdens het vrijspelen: {offer.max_bet}\n- De bonus vervalt na {offer.expiry_days} dagen\n\nKies je bonusniveau in de kassa vóór je eerste storting.',
  },
  no: {
    title: 'Velkomstbonus: opptil {offer.max_bonus} + {offer.max_free_spins} gratisspinn',
    details:
      'Start med mer: avhengig av nivået du velger, gir første innskudd deg opptil **{offer.max_bonus}** i bonus og opptil **{offer.max_free_spins} gratisspinn**.\n\n### Bonusnivåer\n\n- Innskudd på {tier.deposit}: spill for {tier.play_with} + {tier.free_spins} gratisspinn\n\n### Vilkår\n\n- Minste første innskudd: {offer.min_deposit}\n- Omsetningskrav: {offer.wagering} ganger bonusen\n- Høyeste innsats under omsetning: {offer.max_bet}\n- Bonusen utløper etter {offer.expiry_days} dager\n\nVelg bonusnivå i kassen før ditt første innskudd.',
  },
  pt: {
    title: 'Bónus de boas-vindas: até {offer.max_bonus} + {offer.max_free_spins} rodadas grátis',
    details:
      'Comece com mais: consoante o nível que escolher, o seu primeiro depósito dá-lhe até **{offer.max_bonus}** de bónus e até **{offer.max_free_spins} rodadas grátis**.\n\n### Níveis de bónus\n\n- Depósito de {tier.deposit}: jogue com {tier.play_with} + {tier.free_spins} rodadas grátis\n\n### Condições\n\n- Primeiro depósito mínimo: {offer.min_deposit}\n- Requisito de apostas: {offer.wagering} vezes o bónus\n- Aposta máxima durante o requisito: {offer.max_bet}\n- O bónus expira ao fim de {offer.expiry_days} dias\n\nEscolha o seu nível de bónus na caixa antes do primeiro depósito.',
  },
  ru: {
    title: 'Приветственный бонус: до {offer.max_bonus} + до {offer.max_free_spins} бесплатных вращений',
    details:
      'Начните с большего: в зависимости от выбранного уровня первый депозит приносит до **{offer.max_bonus}** бонусом и до **{offer.max_free_spins} бесплатных вращений**.\n\n### Уровни бонуса\n\n- Депозит {tier.deposit}: игра на {tier.play_with}, бесплатные вращения: {tier.free_spins}\n\n### Условия\n\n- Минимальный первый депозит: {offer.min_deposit}\n- Вейджер: {offer.wagering} сумм бонуса\n- Максимальная ставка при отыгрыше: {offer.max_bet}\n- Срок действия бонуса, дней: {offer.expiry_days}\n\nВыберите уровень бонуса в кассе перед первым депозитом.',
  },
  tr: {
    title: 'Hoş Geldin Bonusu: en fazla {offer.max_bonus} + {offer.max_free_spins} Bedava Dönüş',
    details:
      'Daha fazlasıyla başlayın: seçtiğiniz seviyeye göre ilk yatırımınız size en fazla **{offer.max_bonus}** bonus ve en fazla **{offer.max_free_spins} bedava dönüş** kazandırır.\n\n### Bonus seviyeleri\n\n- Yatırım {tier.deposit}: {tier.play_with} ile oynayın + {tier.free_spins} bedava dönüş\n\n### Koşullar\n\n- En az ilk yatırım: {offer.min_deposit}\n- Çevrim şartı: bonusun {offer.wagering} katı\n- Çevrim sırasında en yüksek bahis: {offer.max_bet}\n- Bonus {offer.expiry_days} gün sonra sona erer\n\nİlk yatırımınızdan önce kasada bonus seviyenizi seçin.',
  },
  ar: {
    title: 'مكافأة الترحيب: حتى {offer.max_bonus} + {offer.max_free_spins} دورة مجانية',
    details:
      'ابدأ بالمزيد: حسب المستوى الذي تختاره، يمنحك إيداعك الأول مكافأة تصل إلى **{offer.max_bonus}** وما يصل إلى **{offer.max_free_spins} دورة مجانية**.\n\n### مستويات المكافأة\n\n- إيداع {tier.deposit}: العب بمبلغ {tier.play_with} + {tier.free_spins} دورة مجانية\n\n### الشروط\n\n- الحد الأدنى للإيداع الأول: {offer.min_deposit}\n- شرط الرهان: {offer.wagering} ضعف المكافأة\n- أقصى رهان أثناء استيفاء الشرط: {offer.max_bet}\n- مدة صلاحية المكافأة بالأيام: {offer.expiry_days}\n\nاختر مستوى مكافأتك من الصندوق قبل إيداعك الأول.',
  },
};

const crypto: Texts = {
  en: {
    title: '25% Crypto Deposit Bonus',
    details:
      'Deposit with cryptocurrency and receive a **25% bonus** on every crypto deposit.\n\n- BTC, ETH, USDT, LTC, USDC and TRX\n- Minimum deposit: €20\n- Wagering: 40 times the bonus',
  },
  de: {
    title: '25 % Krypto-Einzahlungsbonus',
    details:
      'Zahlen Sie mit Kryptowährung ein und erhalten Sie **25 % Bonus** auf jede Krypto-Einzahlung.\n\n- BTC, ETH, USDT, LTC, USDC und TRX\n- Mindesteinzahlung: 20 €\n- Umsatzbedingung: 40-facher Bonusbetrag',
  },
  es: {
    title: 'Bono del 25 % por depósitos en cripto',
    details:
      'Deposita con criptomonedas y recibe un **bono del 25 %** en cada depósito en cripto.\n\n- BTC, ETH, USDT, LTC, USDC y TRX\n- Depósito mínimo: 20 €\n- Requisito de apuesta: 40 veces el bono',
  },
  fr: {
    title: 'Bonus de 25 % sur les dépôts en crypto',
    details:
      'Déposez en cryptomonnaie et recevez un **bonus de 25 %** sur chaque dépôt en crypto.\n\n- BTC, ETH, USDT, LTC, USDC et TRX\n- Dépôt minimum : 20 €\n- Mise requise : 40 fois le bonus',
  },
  fi: {
    title: '25 % kryptotalletusbonus',
    details:
      'Talleta kryptovaluutalla ja saat **25 % bonuksen** jokaisesta kryptotalletuksesta.\n\n- BTC, ETH, USDT, LTC, USDC ja TRX\n- Pienin talletus: 20 €\n- Kierrätysvaatimus: 40 kertaa bonus',
  },
  ch: {
    title: '加密货币存款 25% 奖金',
    details:
      '使用加密货币存款，每笔加密存款均可获得 **25% 奖金**。\n\n- 支持 BTC、ETH、USDT、LTC、USDC 和 TRX\n- 最低存款 20 欧元\n- 投注要求：奖金的 40 倍',
  },
  gr: {
    title: 'Μπόνους 25% σε καταθέσεις κρυπτονομισμάτων',
    details:
      'Καταθέστε με κρυπτονόμισμα και λάβετε **μπόνους 25%** σε κάθε κατάθεση κρυπτονομισμάτων.\n\n- BTC, ETH, USDT, LTC, USDC και TRX\n- Ελάχιστη κατάθεση: 20 €\n- Απαίτηση στοιχηματισμού: 40 φορές το μπόνους',
  },
  ja: {
    title: '暗号資産入金ボーナス25%',
    details:
      '暗号資産で入金すると、毎回の入金に **25%のボーナス** が付きます。\n\n- BTC、ETH、USDT、LTC、USDC、TRX に対応\n- 最低入金額：20ユーロ\n- 賭け条件：ボーナス額の40倍',
  },
  nl: {
    title: '25% bonus op cryptostortingen',
    details:
      'Stort met cryptovaluta en ontvang **25% bonus** op elke cryptostorting.\n\n- BTC, ETH, USDT, LTC, USDC en TRX\n- Minimale storting: € 20\n- Inzetvereiste: 40 keer de bonus',
  },
  no: {
    title: '25 % bonus på kryptoinnskudd',
    details:
      'Sett inn med kryptovaluta og få **25 % bonus** på hvert kryptoinnskudd.\n\n- BTC, ETH, USDT, LTC, USDC og TRX\n- Minste innskudd: 20 €\n- Omsetningskrav: 40 ganger bonusen',
  },
  pt: {
    title: 'Bónus de 25% em depósitos cripto',
    details:
      'Deposite com criptomoedas e receba um **bónus de 25%** em cada depósito cripto.\n\n- BTC, ETH, USDT, LTC, USDC e TRX\n- Depósito mínimo: 20 €\n- Requisito de apostas: 40 vezes o bónus',
  },
  ru: {
    title: 'Бонус 25% на криптодепозиты',
    details:
      'Пополняйте счёт криптовалютой и получайте **бонус 25%** на каждый криптодепозит.\n\n- BTC, ETH, USDT, LTC, USDC и TRX\n- Минимальный депозит: 20 €\n- Вейджер: 40 сумм бонуса',
  },
  tr: {
    title: '%25 Kripto Yatırım Bonusu',
    details:
      'Kripto para ile yatırım yapın, her kripto yatırımınızda **%25 bonus** kazanın.\n\n- BTC, ETH, USDT, LTC, USDC ve TRX\n- En az yatırım: 20 €\n- Çevrim şartı: bonusun 40 katı',
  },
  ar: {
    title: 'مكافأة 25% على إيداعات العملات المشفرة',
    details:
      'أودِع بالعملات المشفرة واحصل على **مكافأة 25%** على كل إيداع بالعملات المشفرة.\n\n- BTC وETH وUSDT وLTC وUSDC وTRX\n- الحد الأدنى للإيداع: 20 يورو\n- شرط الرهان: 40 ضعف المكافأة',
  },
};

const referral: Texts = {
  en: {
    title: 'Refer a Friend: Get €50',
    details:
      'Invite your friends and get **€50** for every friend who joins and plays.\n\n- Share your personal link: /register/ followed by your username\n- Your friend registers and makes a first deposit of at least €20\n- Your €50 is credited once your friend has wagered that deposit',
  },
  de: {
    title: 'Freunde werben: 50 € erhalten',
    details:
      'Laden Sie Freunde ein und erhalten Sie **50 €** für jeden Freund, der sich anmeldet und spielt.\n\n- Teilen Sie Ihren persönlichen Link: /register/ gefolgt von Ihrem Benutzernamen\n- Ihr Freund registriert sich und zahlt mindestens 20 € ein\n- Ihre 50 € werden gutgeschrieben, sobald Ihr Freund diese Einzahlung umgesetzt hat',
  },
  es: {
    title: 'Invita a un amigo: consigue 50 €',
    details:
      'Invita a tus amigos y consigue **50 €** por cada amigo que se registre y juegue.\n\n- Comparte tu enlace personal: /register/ seguido de tu nombre de usuario\n- Tu amigo se registra y hace un primer depósito de al menos 20 €\n- Recibes tus 50 € cuando tu amigo haya apostado ese depósito',
  },
  fr: {
    title: 'Parrainez un ami : recevez 50 €',
    details:
      'Invitez vos amis et recevez **50 €** pour chaque ami qui s’inscrit et joue.\n\n- Partagez votre lien personnel : /register/ suivi de votre nom d’utilisateur\n- Votre ami s’inscrit et effectue un premier dépôt d’au moins 20 €\n- Vos 50 € sont crédités dès que votre ami a misé ce dépôt',
  },
  fi: {
    title: 'Suosittele ystävälle: saat 50 €',
    details:
      'Kutsu ystäväsi ja saat **50 €** jokaisesta ystävästä, joka liittyy ja pelaa.\n\n- Jaa oma linkkisi: /register/ ja perään käyttäjänimesi\n- Ystäväsi rekisteröityy ja tekee vähintään 20 € ensitalletuksen\n- 50 € hyvitetään, kun ystäväsi on kierrättänyt talletuksensa',
  },
  ch: {
    title: '推荐好友：获得 50 欧元',
    details:
      '邀请好友加入，每位注册并游戏的好友可为您带来 **50 欧元**。\n\n- 分享您的专属链接：/register/ 加上您的用户名\n- 好友注册并完成至少 20 欧元的首次存款\n- 好友完成该笔存款的投注后，50 欧元即计入您的账户',
  },
  gr: {
    title: 'Σύστησε έναν φίλο: κέρδισε 50 €',
    details:
      'Προσκαλέστε φίλους και κερδίστε **50 €** για κάθε φίλο που εγγράφεται και παίζει.\n\n- Μοιραστείτε τον προσωπικό σας σύνδεσμο: /register/ και το όνομα χρήστη σας\n- Ο φίλος σας εγγράφεται και κάνει πρώτη κατάθεση τουλάχιστον 20 €\n- Τα 50 € πιστώνονται μόλις ο φίλος σας στοιχηματίσει αυτή την κατάθεση',
  },
  ja: {
    title: '友達紹介：50ユーロをプレゼント',
    details:
      '友達を招待すると、登録してプレイした友達1人につき **50ユーロ** を進呈します。\n\n- 専用リンクを共有：/register/ の後にあなたのユーザー名\n- 友達が登録し、20ユーロ以上の初回入金を行う\n- 友達がその入金額を賭けた時点で50ユーロが付与されます',
  },
  nl: {
    title: 'Verwijs een vriend: ontvang € 50',
    details:
      'Nodig je vrienden uit en ontvang **€ 50** voor elke vriend die zich aanmeldt en speelt.\n\n- Deel je persoonlijke link: /register/ gevolgd door je gebruikersnaam\n- Je vriend registreert zich en stort minstens € 20\n- Je € 50 wordt bijgeschreven zodra je vriend die storting heeft ingezet',
  },
  no: {
    title: 'Verv en venn: få 50 €',
    details:
      'Inviter vennene dine og få **50 €** for hver venn som blir med og spiller.\n\n- Del din personlige lenke: /register/ etterfulgt av brukernavnet ditt\n- Vennen din registrerer seg og setter inn minst 20 €\n- Dine 50 € godskrives når vennen din har omsatt innskuddet',
  },
  pt: {
    title: 'Convide um amigo: receba 50 €',
    details:
      'Convide os seus amigos e receba **50 €** por cada amigo que se registe e jogue.\n\n- Partilhe o seu link pessoal: /register/ seguido do seu nome de utilizador\n- O seu amigo regista-se e faz um primeiro depósito de pelo menos 20 €\n- Os seus 50 € são creditados quando o amigo tiver apostado esse depósito',
  },
  ru: {
    title: 'Пригласите друга: получите 50 €',
    details:
      'Приглашайте друзей и получайте **50 €** за каждого друга, который зарегистрируется и начнёт играть.\n\n- Поделитесь личной ссылкой: /register/ и ваше имя пользователя\n- Друг регистрируется и вносит первый депозит не менее 20 €\n- 50 € зачисляются, когда друг отыграет этот депозит',
  },
  tr: {
    title: 'Arkadaşını Davet Et: 50 € Kazan',
    details:
      'Arkadaşlarınızı davet edin, katılıp oynayan her arkadaşınız için **50 €** kazanın.\n\n- Kişisel bağlantınızı paylaşın: /register/ ve ardından kullanıcı adınız\n- Arkadaşınız kaydolur ve en az 20 € ilk yatırım yapar\n- Arkadaşınız bu yatırımı çevirdiğinde 50 € hesabınıza eklenir',
  },
  ar: {
    title: 'ادعُ صديقًا: احصل على 50 يورو',
    details:
      'ادعُ أصدقاءك واحصل على **50 يورو** عن كل صديق ينضم ويلعب.\n\n- شارك رابطك الشخصي: /register/ متبوعًا باسم المستخدم الخاص بك\n- يسجّل صديقك ويقوم بإيداع أول لا يقل عن 20 يورو\n- تُضاف الـ 50 يورو إلى رصيدك بعد أن يراهن صديقك بقيمة ذلك الإيداع',
  },
};

const cashback: Texts = {
  en: {
    title: '15% Daily Cashback',
    details:
      'Get back **15% of your net losses** every day, with no upper limit.\n\n- Calculated on the previous day’s net losses on slots and live casino\n- Credited every day at 12:00 UTC\n- No maximum: the more you play, the more you get back',
  },
  de: {
    title: '15 % tägliches Cashback',
    details:
      'Erhalten Sie jeden Tag **15 % Ihrer Nettoverluste** zurück, ohne Obergrenze.\n\n- Berechnet auf die Nettoverluste des Vortags bei Slots und Live-Casino\n- Täglich um 12:00 UTC gutgeschrieben\n- Kein Höchstbetrag: je mehr Sie spielen, desto mehr erhalten Sie zurück',
  },
  es: {
    title: 'Reembolso diario del 15 %',
    details:
      'Recupera cada día el **15 % de tus pérdidas netas**, sin límite.\n\n- Se calcula sobre las pérdidas netas del día anterior en tragaperras y casino en vivo\n- Se abona cada día a las 12:00 UTC\n- Sin máximo: cuanto más juegas, más recuperas',
  },
  fr: {
    title: 'Cashback quotidien de 15 %',
    details:
      'Récupérez chaque jour **15 % de vos pertes nettes**, sans plafond.\n\n- Calculé sur les pertes nettes de la veille aux machines à sous et au casino en direct\n- Crédité chaque jour à 12 h 00 UTC\n- Aucun maximum : plus vous jouez, plus vous récupérez',
  },
  fi: {
    title: '15 % päivittäinen käteispalautus',
    details:
      'Saat joka päivä takaisin **15 % nettotappioistasi** ilman ylärajaa.\n\n- Lasketaan edellisen päivän nettotappioista kolikkopeleissä ja live-kasinolla\n- Hyvitetään päivittäin klo 12.00 UTC\n- Ei ylärajaa: mitä enemmän pelaat, sitä enemmän saat takaisin',
  },
  ch: {
    title: '每日 15% 返现',
    details:
      '每天返还 **净亏损的 15%**，无上限。\n\n- 按前一天在老虎机和真人娱乐场的净亏损计算\n- 每天 UTC 时间 12:00 发放\n- 没有上限：玩得越多，返还越多',
  },
  gr: {
    title: 'Καθημερινή επιστροφή μετρητών 15%',
    details:
      'Πάρτε πίσω **το 15% των καθαρών σας απωλειών** κάθε μέρα, χωρίς ανώτατο όριο.\n\n- Υπολογίζεται στις καθαρές απώλειες της προηγούμενης ημέρας σε κουλοχέρηδες και live καζίνο\n- Πιστώνεται καθημερινά στις 12:00 UTC\n- Χωρίς ανώτατο όριο: όσο περισσότερο παίζετε, τόσο περισσότερα παίρνετε πίσω',
  },
  ja: {
    title: '毎日15%キャッシュバック',
    details:
      '毎日、**純損失の15%** を上限なしで払い戻します。\n\n- 前日のスロットとライブカジノでの純損失をもとに計算\n- 毎日12:00（UTC）に付与\n- 上限なし：プレイするほど多く戻ってきます',
  },
  nl: {
    title: '15% dagelijkse cashback',
    details:
      'Krijg elke dag **15% van je nettoverlies** terug, zonder maximum.\n\n- Berekend over het nettoverlies van de vorige dag op slots en live casino\n- Dagelijks bijgeschreven om 12:00 UTC\n- Geen maximum: hoe meer je speelt, hoe meer je terugkrijgt',
  },
  no: {
    title: '15 % daglig cashback',
    details:
      'Få tilbake **15 % av nettotapet ditt** hver dag, uten øvre grense.\n\n- Beregnet på forrige dags nettotap på spilleautomater og live casino\n- Godskrives hver dag kl. 12.00 UTC\n- Ingen grense: jo mer du spiller, desto mer får du tilbake',
  },
  pt: {
    title: 'Cashback diário de 15%',
    details:
      'Recupere todos os dias **15% das suas perdas líquidas**, sem limite.\n\n- Calculado sobre as perdas líquidas do dia anterior em slots e casino ao vivo\n- Creditado todos os dias às 12:00 UTC\n- Sem máximo: quanto mais joga, mais recupera',
  },
  ru: {
    title: 'Ежедневный кешбэк 15%',
    details:
      'Каждый день возвращаем **15% ваших чистых проигрышей** без ограничений.\n\n- Рассчитывается по чистому проигрышу за предыдущий день в слотах и лайв-казино\n- Начисляется ежедневно в 12:00 UTC\n- Без максимума: чем больше играете, тем больше возвращаете',
  },
  tr: {
    title: '%15 Günlük Nakit İade',
    details:
      'Her gün **net kayıplarınızın %15’ini** üst sınır olmadan geri alın.\n\n- Slot ve canlı casinodaki bir önceki günün net kayıplarına göre hesaplanır\n- Her gün 12:00 UTC’de hesabınıza eklenir\n- Üst sınır yok: ne kadar çok oynarsanız o kadar çok geri alırsınız',
  },
  ar: {
    title: 'استرداد نقدي يومي 15%',
    details:
      'استرد كل يوم **15% من صافي خسائرك** دون حد أقصى.\n\n- يُحسب على صافي خسائر اليوم السابق في ألعاب السلوتس والكازينو المباشر\n- يُضاف يوميًا في الساعة 12:00 بالتوقيت العالمي\n- بلا حد أقصى: كلما لعبت أكثر استرددت أكثر',
  },
};

const withdrawal: Texts = {
  en: {
    title: '24-Hour Withdrawals',
    details:
      'Your winnings are on their way **within 24 hours**, every day of the week.\n\n- Crypto and bank transfers (SEPA and wire)\n- Verify your account once to avoid any delay\n- No fees from our side',
  },
  de: {
    title: 'Auszahlungen in 24 Stunden',
    details:
      'Ihre Gewinne sind **innerhalb von 24 Stunden** unterwegs, an jedem Tag der Woche.\n\n- Krypto und Banküberweisung (SEPA und Auslandsüberweisung)\n- Verifizieren Sie Ihr Konto einmal, um Verzögerungen zu vermeiden\n- Keine Gebühren von unserer Seite',
  },
  es: {
    title: 'Retiros en 24 horas',
    details:
      'Tus ganancias salen **en menos de 24 horas**, todos los días de la semana.\n\n- Cripto y transferencia bancaria (SEPA e internacional)\n- Verifica tu cuenta una vez para evitar retrasos\n- Sin comisiones por nuestra parte',
  },
  fr: {
    title: 'Retraits en 24 heures',
    details:
      'Vos gains sont envoyés **en moins de 24 heures**, tous les jours de la semaine.\n\n- Crypto et virement bancaire (SEPA et international)\n- Vérifiez votre compte une fois pour éviter tout retard\n- Aucun frais de notre part',
  },
  fi: {
    title: 'Kotiutukset 24 tunnissa',
    details:
      'Voittosi ovat matkalla **24 tunnin kuluessa**, viikon jokaisena päivänä.\n\n- Krypto ja pankkisiirto (SEPA ja ulkomaansiirto)\n- Vahvista tilisi kerran, niin vältät viiveet\n- Ei kuluja meidän puolestamme',
  },
  ch: {
    title: '24 小时内提款',
    details:
      '您的奖金将在 **24 小时内** 发出，一周七天无休。\n\n- 支持加密货币和银行转账（SEPA 和电汇）\n- 完成一次账户验证即可避免延误\n- 我方不收取任何费用',
  },
  gr: {
    title: 'Αναλήψεις εντός 24 ωρών',
    details:
      'Τα κέρδη σας αποστέλλονται **εντός 24 ωρών**, κάθε μέρα της εβδομάδας.\n\n- Κρυπτονομίσματα και τραπεζικό έμβασμα (SEPA και διεθνές)\n- Επαληθεύστε τον λογαριασμό σας μία φορά για να αποφύγετε καθυστερήσεις\n- Καμία χρέωση από εμάς',
  },
  ja: {
    title: '24時間以内の出金',
    details:
      '勝利金は **24時間以内** に送金されます。週7日対応です。\n\n- 暗号資産と銀行振込（SEPA・海外送金）\n- アカウント認証を一度済ませれば遅延を防げます\n- 当社の手数料は無料',
  },
  nl: {
    title: 'Uitbetalingen binnen 24 uur',
    details:
      'Je winst is **binnen 24 uur** onderweg, elke dag van de week.\n\n- Crypto en bankoverschrijving (SEPA en internationaal)\n- Verifieer je account één keer om vertraging te voorkomen\n- Geen kosten van onze kant',
  },
  no: {
    title: 'Uttak innen 24 timer',
    details:
      'Gevinstene dine er på vei **innen 24 timer**, alle ukens dager.\n\n- Krypto og bankoverføring (SEPA og utenlandsoverføring)\n- Verifiser kontoen én gang for å unngå forsinkelser\n- Ingen gebyrer fra oss',
  },
  pt: {
    title: 'Levantamentos em 24 horas',
    details:
      'Os seus ganhos seguem **em menos de 24 horas**, todos os dias da semana.\n\n- Cripto e transferência bancária (SEPA e internacional)\n- Verifique a sua conta uma vez para evitar atrasos\n- Sem taxas da nossa parte',
  },
  ru: {
    title: 'Вывод средств за 24 часа',
    details:
      'Ваш выигрыш отправляется **в течение 24 часов**, в любой день недели.\n\n- Криптовалюта и банковский перевод (SEPA и SWIFT)\n- Пройдите верификацию один раз, чтобы избежать задержек\n- Без комиссий с нашей стороны',
  },
  tr: {
    title: '24 Saatte Para Çekme',
    details:
      'Kazançlarınız haftanın her günü **24 saat içinde** yola çıkar.\n\n- Kripto ve banka havalesi (SEPA ve uluslararası)\n- Gecikme yaşamamak için hesabınızı bir kez doğrulayın\n- Bizim tarafımızdan hiçbir ücret alınmaz',
  },
  ar: {
    title: 'سحب خلال 24 ساعة',
    details:
      'تُرسل أرباحك **خلال 24 ساعة**، كل أيام الأسبوع.\n\n- العملات المشفرة والتحويل البنكي (SEPA والحوالة الدولية)\n- وثّق حسابك مرة واحدة لتجنّب أي تأخير\n- بلا رسوم من جانبنا',
  },
};

const review: Texts = {
  en: {
    title: 'Review Reward: Rate Us and Win',
    details:
      'Tell others about your experience and earn bonus credit.\n\n- **10.00** for your review on the first platform\n- **5.00** for each review on the two others\n\nOnce your review is approved, contact live support with the link to your review.',
  },
  de: {
    title: 'Bewertungsprämie: Bewerten und gewinnen',
    details:
      'Erzählen Sie anderen von Ihren Erfahrungen und erhalten Sie Bonusguthaben.\n\n- **10,00** für Ihre Bewertung auf der ersten Plattform\n- **5,00** für jede Bewertung auf den beiden anderen\n\nSobald Ihre Bewertung freigegeben ist, senden Sie den Link dazu an den Live-Support.',
  },
  es: {
    title: 'Premio por reseña: valóranos y gana',
    details:
      'Cuenta tu experiencia y consigue saldo de bonificación.\n\n- **10,00** por tu reseña en la primera plataforma\n- **5,00** por cada reseña en las otras dos\n\nCuando tu reseña esté aprobada, envía el enlace al soporte en vivo.',
  },
  fr: {
    title: 'Récompense d’avis : notez-nous et gagnez',
    details:
      'Partagez votre expérience et gagnez du crédit bonus.\n\n- **10,00** pour votre avis sur la première plateforme\n- **5,00** pour chaque avis sur les deux autres\n\nUne fois votre avis approuvé, envoyez-en le lien au support en direct.',
  },
  fi: {
    title: 'Arvostelupalkinto: arvioi ja voita',
    details:
      'Kerro kokemuksistasi muille ja ansaitse bonussaldoa.\n\n- **10,00** arvostelustasi ensimmäisellä alustalla\n- **5,00** jokaisesta arvostelusta kahdella muulla\n\nKun arvostelusi on hyväksytty, lähetä linkki siihen live-tukeen.',
  },
  ch: {
    title: '评价奖励：为我们评分赢奖励',
    details:
      '分享您的体验即可获得奖金额度。\n\n- 在第一个平台发表评价可得 **10.00**\n- 在另外两个平台每发表一条评价可得 **5.00**\n\n评价通过审核后，请将评价链接发送给在线客服。',
  },
  gr: {
    title: 'Ανταμοιβή κριτικής: βαθμολογήστε μας και κερδίστε',
    details:
      'Μοιραστείτε την εμπειρία σας και κερδίστε πίστωση μπόνους.\n\n- **10,00** για την κριτική σας στην πρώτη πλατφόρμα\n- **5,00** για κάθε κριτική στις άλλες δύο\n\nΜόλις εγκριθεί η κριτική σας, στείλτε τον σύνδεσμό της στην ζωντανή υποστήριξη.',
  },
  ja: {
    title: 'レビュー特典：評価してボーナスをゲット',
    details:
      'ご感想を投稿して、ボーナスクレジットを獲得しましょう。\n\n- 1つ目のサイトでのレビューに **10.00**\n- ほかの2つのサイトでのレビューにそれぞれ **5.00**\n\nレビューが承認されたら、そのリンクをライブサポートにお送りください。',
  },
  nl: {
    title: 'Reviewbeloning: beoordeel ons en win',
    details:
      'Vertel anderen over je ervaring en verdien bonustegoed.\n\n- **10,00** voor je review op het eerste platform\n- **5,00** voor elke review op de twee andere\n\nZodra je review is goedgekeurd, stuur je de link naar de livesupport.',
  },
  no: {
    title: 'Anmeldelsesbelønning: vurder oss og vinn',
    details:
      'Fortell andre om opplevelsen din og tjen bonuskreditt.\n\n- **10,00** for anmeldelsen din på den første plattformen\n- **5,00** for hver anmeldelse på de to andre\n\nNår anmeldelsen er godkjent, sender du lenken til livestøtten.',
  },
  pt: {
    title: 'Recompensa por avaliação: avalie-nos e ganhe',
    details:
      'Partilhe a sua experiência e ganhe crédito de bónus.\n\n- **10,00** pela sua avaliação na primeira plataforma\n- **5,00** por cada avaliação nas outras duas\n\nQuando a sua avaliação for aprovada, envie o link ao suporte ao vivo.',
  },
  ru: {
    title: 'Награда за отзыв: оцените нас и выиграйте',
    details:
      'Расскажите о своём опыте и получите бонусный кредит.\n\n- **10,00** за отзыв на первой платформе\n- **5,00** за каждый отзыв на двух других\n\nКогда отзыв одобрят, отправьте ссылку на него в онлайн-поддержку.',
  },
  tr: {
    title: 'Yorum Ödülü: Bizi Değerlendir, Kazan',
    details:
      'Deneyiminizi paylaşın, bonus bakiye kazanın.\n\n- İlk platformdaki yorumunuz için **10,00**\n- Diğer iki platformdaki her yorum için **5,00**\n\nYorumunuz onaylandığında bağlantısını canlı desteğe gönderin.',
  },
  ar: {
    title: 'مكافأة التقييم: قيّمنا واربح',
    details:
      'شارك تجربتك مع الآخرين واحصل على رصيد مكافأة.\n\n- **10.00** مقابل تقييمك على المنصة الأولى\n- **5.00** مقابل كل تقييم على المنصتين الأخريين\n\nبعد الموافقة على تقييمك، أرسل رابطه إلى الدعم المباشر.',
  },
};

export const demoPromotions: readonly NewPromotion[] = [
  { id: 1, type: 'signup', sortOrder: 10, ...art('welcome'), texts: welcome },
  { id: 2, type: 'reload', sortOrder: 20, ...art('crypto'), texts: crypto },
  { id: 3, type: 'casino', sortOrder: 50, ...art('refer-a-friend'), texts: referral },
  { id: 4, type: 'casino', sortOrder: 30, ...art('daily-cashback'), texts: cashback },
  { id: 5, type: 'casino', sortOrder: 40, ...art('fast-withdrawal'), texts: withdrawal },
  // The title names a reward, so the spec's rule files it as rewards whatever the type says.
  { id: 524, type: 'casino', sortOrder: 60, ...art('review-reward'), texts: review },
];
