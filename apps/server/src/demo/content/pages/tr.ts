// The legal pages in Turkish.
import type { LegalTexts } from './types';

export const tr: LegalTexts = {
  3: {
    title: 'Şartlar ve Koşullar',
    content: `Bu şartlar, siteyi **Curaçao**'da verilmiş bir şans oyunları lisansıyla işleten **{operator}** ile sizin aranızdaki sözleşmedir. Hesap açarak şartları kabul edersiniz.

## 1. Hesabınız
- **18 yaşında veya daha büyük** olmalısınız; ülkenizdeki yasal kumar yaşı daha yüksekse o yaşı doldurmuş olmalısınız.
- Kendi adınıza, doğru ve güncel bilgilerle yalnızca **bir hesap** açabilirsiniz.
- Şifrenizi gizli tutun; hesabınızdaki oyunlardan siz sorumlusunuz.

## 2. Para yatırma ve çekme
- Yatırımlar kendi adınıza kayıtlı ödeme yöntemlerinden yapılmalıdır.
- Çekimler, kimlik doğrulamasından sonra mümkünse yatırımda kullandığınız yönteme ödenir.
- AML/KYC politikamız gereği istediğimiz zaman belge isteyebiliriz.

## 3. Bonuslar
Bonuslar *Bonus Politikası*na tabidir. Bonus kazançları çekilmeden önce çevrim şartları tamamlanmalıdır.

## 4. Oyunlar
Oyun sonuçlarını sertifikalı rastgele sayı üreteçleri belirler. Arıza durumunda etkilenen turlar geçersiz sayılır ve bahisler iade edilir.

## 5. Hesabın kapatılması
Hesabınızı istediğiniz zaman kapatabilir veya kendinizi oyundan uzaklaştırabilirsiniz. Bu şartları ihlal eden hesapları askıya alabilir veya kapatabiliriz; ihlalle elde edilmemiş bakiye ödenir.

## 6. Şikâyetler
{supportEmail} adresine yazın. *Şikâyetler ve Uyuşmazlık Çözümü* sayfamız her adımı açıklar.`,
  },
  4: {
    title: 'Gizlilik Politikası',
    content: `**{operator}**, bu sitede bize verdiğiniz kişisel verilerin veri sorumlusudur.

## Topladıklarımız
- Hesap bilgileri: kullanıcı adı, e-posta, ad, doğum tarihi, adres, ülke ve telefon numarası.
- Doğrulama belgeleri ve kontrollerimizin sonuçları.
- Ödemeler, bahisler, oturumlar (IP adresi ve tarayıcı) ve desteğe gönderilen mesajlar.

## Neden kullanıyoruz
- Hesabınızı yönetmek, size ödeme yapmak ve paranızı korumak için.
- Lisans yükümlülüklerimiz için: yaş ve kimlik kontrolü, kara para aklamayla mücadele ve sorumlu oyun.
- Sorularınızı yanıtlamak ve yalnızca izninizle size teklif göndermek için.

## Kimler görür
Ödeme sağlayıcıları, oyun stüdyoları (yalnızca anonim bir oyuncu kimliği), kimlik doğrulama hizmetleri, denetçiler ve düzenleyici kurum; her biri yalnızca gerektiği kadar. Verilerinizi asla satmayız.

## Ne kadar saklarız
Hesap ve işlem kayıtları, kara para aklamayla mücadele mevzuatının gerektirdiği üzere hesap kapandıktan sonra **beş yıl** saklanır; pazarlama verileri izninizi geri çekene kadar.

## Haklarınız
Verilerinizin bir kopyasını, düzeltilmesini veya silinmesini isteyebilir ya da kullanılmasına itiraz edebilirsiniz. {supportEmail} adresine yazın.`,
  },
  5: {
    title: 'AML ve KYC Politikası',
    content: `**{operator}** suçtan elde edilen parayı kabul etmez; kara para aklama ve terörün finansmanını önlemek için çalışır.

## Kimliğinizin doğrulanması
- İlk para çekiminizden önce veya yasa gerektirdiğinde **fotoğraflı kimlik belgesi**, en fazla üç aylık **adres belgesi** ve bazı durumlarda belgeyle birlikte bir **selfie** isteriz.
- Ödeme yöntemleri sizin adınıza olmalıdır; sahiplik kanıtı isteyebiliriz.

## İzleme
- Yatırımları, bahisleri ve çekimleri olağandışı örüntüler açısından izleriz.
- Büyük veya sık işlemler için **fonların kaynağı**na dair açıklama gerekebilir.
- Kontroller sürerken hesaplar bekletilebilir.

## Bildirim
Yasanın gerektirdiği durumlarda şüpheli işlemleri, oyuncuyu bilgilendirmeden yetkili makamlara bildiririz.

## Kayıtlar
Kimlik ve işlem kayıtları, ilişki sona erdikten sonra en az **beş yıl** saklanır.

Doğrulama talebiyle ilgili sorular: {supportEmail}.`,
  },
  6: {
    title: 'Sorumlu Oyun',
    content: `Kumar bir eğlence olmalıdır, asla para kazanma yolu değil. **{operator}** kontrolü elinizde tutmanız için size araçlar sunar.

## Uyarı işaretleri
- Planladığınızdan fazla zaman veya para harcamak.
- Kayıpları geri kazanmaya çalışmak veya oynamak için borç almak.
- Sorunlardan kaçmak için oynamak ya da bunu başkalarından saklamak.

## Araçlarınız
- **Mola**: hesabınıza 24 saatlik ara.
- **Kendini uzaklaştırma**: bir hafta, bir ay, altı ay, bir yıl veya kalıcı. Bonuslar iptal edilir ve süre bitene kadar giriş yapamazsınız.
- Hesabınızda yatırım, kayıp ve oturum süresi **limitleri**.

## Yardım almak
Bağımsız kuruluşlar ücretsiz ve gizli yardım sunar:
- *Gamblers Anonymous*: www.gamblersanonymous.org
- *GamCare*: www.gamcare.org.uk
- *Gambling Therapy*: www.gamblingtherapy.org

## Reşit olmayanlar
Oyuncular **18 yaşında veya daha büyük** olmalıdır. Cihazlarınıza çocuklar erişebiliyorsa ebeveyn denetimi kullanın.

Konuşmak mı istiyorsunuz? {supportEmail} adresine yazın.`,
  },
  7: {
    title: 'Bonus Politikası',
    content: `Bir promosyonda aksi belirtilmedikçe bu kurallar **{operator}** tarafından sunulan tüm bonuslar için geçerlidir.

## Genel kurallar
- Kişi, hane, cihaz ve ödeme yöntemi başına bir hoş geldin bonusu.
- Bonus parası ve kazançları çekilmeden önce bonus **40 kez** çevrilmelidir.
- Bonus etkinken **en yüksek bahis** **5 €** veya karşılığıdır.
- Kullanılmayan bonus, yüklendikten **10 gün** sonra sona erer.

## Oyunların katkısı
- Slotlar %100 sayılır.
- Masa oyunları ve canlı casino %10 sayılır.
- Bazı oyunlar hariçtir; bunlar promosyonda belirtilir.

## Bonusun iptali
Etkin bir bonusu hesabınızdan iptal edebilirsiniz; bonus ve kazançları silinir. Çevrim tamamlanmadan para çekme talebi bonusu iptal eder.

## Kötüye kullanım
Birden çok hesap açmak, düşük riskli bahis örüntüleri veya bonus almak için koordineli oyun, bonusun ve kazançlarının silinmesine yol açabilir.

Sorular: {supportEmail}.`,
  },
  8: {
    title: 'Şikâyetler ve Uyuşmazlık Çözümü',
    content: `Sorunları hızla çözmek istiyoruz. **{operator}** şikâyetleri şöyle ele alır.

## 1. Destekle iletişime geçin
{supportEmail} adresine yazın veya destek formunu kullanın. Kullanıcı adınızı, tarihi ve sorunun ayrıntılarını belirtin.

## 2. Yanıtımız
- Alındığını **48 saat** içinde onaylarız.
- **14 gün** içinde eksiksiz bir yazılı yanıt göndeririz.

## 3. Üst kademeye taşıma
Memnun kalmazsanız şikâyetinizin bir yönetici tarafından incelenmesini isteyin; yönetici en geç **14 gün** daha içinde yanıt verir.

## 4. Alternatif uyuşmazlık çözümü
Son yanıtımızdan sonra konu hâlâ çözülmemişse, bize lisans veren **Curaçao Gaming Control Board**'a veya onun onayladığı bağımsız bir kuruluşa ücretsiz başvurabilirsiniz.

Her şikâyeti ve sonucunu kayıt altında tutarız.`,
  },
};
