// The legal pages in Finnish.
import type { LegalTexts } from './types';

export const fi: LegalTexts = {
  3: {
    title: 'Käyttöehdot',
    content: `Nämä ehdot ovat sopimus sinun ja **{operator}**-yhtiön välillä. Yhtiö ylläpitää sivustoa **Curaçaolla** myönnetyllä rahapelilisenssillä. Avaamalla tilin hyväksyt ehdot.

## 1. Tilisi
- Sinun on oltava **vähintään 18-vuotias** tai maasi laillisen pelaamisiän täyttänyt, jos se on korkeampi.
- Sinulla voi olla vain **yksi tili** omalla nimelläsi, oikein ja ajantasaisin tiedoin.
- Pidä salasanasi salassa; vastaat tililläsi pelaamisesta.

## 2. Talletukset ja kotiutukset
- Talletusten on tultava omissa nimissäsi olevista maksutavoista.
- Kotiutukset maksetaan mahdollisuuksien mukaan talletuksessa käytettyyn maksutapaan henkilöllisyyden vahvistamisen jälkeen.
- Voimme pyytää asiakirjoja milloin tahansa AML/KYC-käytäntömme mukaisesti.

## 3. Bonukset
Bonuksiin sovelletaan *bonuskäytäntöä*. Kierrätysvaatimukset on täytettävä ennen kuin bonusvoittoja voi kotiuttaa.

## 4. Pelit
Pelien tulokset ratkaisevat sertifioidut satunnaislukugeneraattorit. Toimintahäiriön sattuessa kyseiset kierrokset mitätöidään ja panokset palautetaan.

## 5. Tilin sulkeminen
Voit sulkea tilisi tai asettaa itsellesi pelikiellon milloin tahansa. Voimme jäädyttää tai sulkea ehtoja rikkovia tilejä; saldo, jota ei ole saatu rikkomalla ehtoja, maksetaan.

## 6. Valitukset
Kirjoita osoitteeseen {supportEmail}. *Valitukset ja riidanratkaisu* -sivu kertoo jokaisen vaiheen.`,
  },
  4: {
    title: 'Tietosuojakäytäntö',
    content: `**{operator}** on niiden henkilötietojen rekisterinpitäjä, jotka annat meille tällä sivustolla.

## Mitä keräämme
- Tilitiedot: käyttäjänimi, sähköposti, nimi, syntymäaika, osoite, maa ja puhelinnumero.
- Vahvistusasiakirjat ja tarkastustemme tulokset.
- Maksut, panokset, istunnot (IP-osoite ja selain) ja viestit tukeen.

## Mihin käytämme niitä
- Tilisi hoitamiseen, maksuihin ja rahojesi suojaamiseen.
- Lisenssivelvoitteisiin: iän ja henkilöllisyyden tarkastus, rahanpesun estäminen ja vastuullinen pelaaminen.
- Kysymyksiisi vastaamiseen ja, vain suostumuksellasi, tarjousten lähettämiseen.

## Kuka näkee ne
Maksupalveluntarjoajat, pelistudiot (vain anonyymi pelaajatunnus), henkilöllisyyden tarkastuspalvelut, tilintarkastajat ja valvova viranomainen, kukin vain tarpeellisessa määrin. Emme koskaan myy tietojasi.

## Kuinka kauan säilytämme niitä
Tili- ja tapahtumatiedot säilytetään **viisi vuotta** tilin sulkemisen jälkeen, kuten rahanpesulaki edellyttää; markkinointitiedot siihen asti, kun peruutat suostumuksesi.

## Oikeutesi
Voit pyytää kopion tiedoistasi, niiden korjaamista tai poistamista tai vastustaa niiden käyttöä. Kirjoita osoitteeseen {supportEmail}.`,
  },
  5: {
    title: 'AML- ja KYC-käytäntö',
    content: `**{operator}** ei ota vastaan rikoksella hankittua rahaa ja toimii rahanpesun ja terrorismin rahoittamisen estämiseksi.

## Henkilöllisyytesi vahvistaminen
- Ennen ensimmäistä kotiutusta tai lain niin vaatiessa pyydämme **kuvallisen henkilöllisyystodistuksen**, enintään kolme kuukautta vanhan **osoitetodistuksen** ja joissakin tapauksissa **selfien** asiakirjan kanssa.
- Maksutapojen on oltava omissa nimissäsi; voimme pyytää todisteen omistajuudesta.

## Seuranta
- Seuraamme talletuksia, panoksia ja kotiutuksia poikkeavien mallien varalta.
- Suuret tai toistuvat tapahtumat voivat vaatia selvityksen **varojen alkuperästä**.
- Tilejä voidaan pitää jäädytettyinä tarkastusten ajan.

## Ilmoittaminen
Kun laki sitä edellyttää, ilmoitamme epäilyttävästä toiminnasta toimivaltaisille viranomaisille kertomatta siitä pelaajalle.

## Säilytys
Henkilöllisyys- ja tapahtumatiedot säilytetään vähintään **viisi vuotta** asiakassuhteen päättymisestä.

Kysymykset vahvistuspyynnöstä: {supportEmail}.`,
  },
  6: {
    title: 'Vastuullinen pelaaminen',
    content: `Pelaamisen pitää olla viihdettä, ei koskaan tapa ansaita rahaa. **{operator}** antaa sinulle keinot pitää pelaaminen hallinnassa.

## Varoitusmerkit
- Käytät aikaa tai rahaa enemmän kuin suunnittelit.
- Yrität voittaa häviöitä takaisin tai lainaat rahaa pelaamiseen.
- Pelaat paetaksesi ongelmia tai salaat pelaamisen muilta.

## Työkalusi
- **Tauko**: 24 tunnin tauko tilistäsi.
- **Pelikielto**: viikko, kuukausi, kuusi kuukautta, vuosi tai pysyvästi. Bonukset perutaan, etkä voi kirjautua ennen jakson päättymistä.
- **Rajat** talletuksille, tappioille ja istunnon kestolle tililläsi.

## Apua
Riippumattomat järjestöt tarjoavat maksutonta ja luottamuksellista apua:
- *Gamblers Anonymous*: www.gamblersanonymous.org
- *GamCare*: www.gamcare.org.uk
- *Gambling Therapy*: www.gamblingtherapy.org

## Alaikäiset
Pelaajien on oltava **vähintään 18-vuotiaita**. Käytä lapsilukkoa, jos lapset pääsevät laitteillesi.

Haluatko puhua? Kirjoita osoitteeseen {supportEmail}.`,
  },
  7: {
    title: 'Bonuskäytäntö',
    content: `Nämä säännöt koskevat kaikkia **{operator}**-yhtiön bonuksia, ellei kampanjassa toisin sanota.

## Yleiset säännöt
- Yksi tervetuliaisbonus henkilöä, kotitaloutta, laitetta ja maksutapaa kohden.
- Bonus on kierrätettävä **40 kertaa** ennen kuin bonusrahan ja sen voitot voi kotiuttaa.
- **Suurin panos** bonuksen ollessa voimassa on **5 €** tai vastaava summa.
- Käyttämätön bonus vanhenee **10 päivää** hyvityksen jälkeen.

## Pelien osuus kierrätyksestä
- Kolikkopelit lasketaan 100-prosenttisesti.
- Pöytäpelit ja live-kasino lasketaan 10-prosenttisesti.
- Jotkin pelit on suljettu pois; ne mainitaan kampanjassa.

## Bonuksen peruminen
Voit perua voimassa olevan bonuksen tililläsi; bonus ja sen voitot poistetaan. Kotiutuspyyntö ennen kierrätyksen täyttymistä peruu bonuksen.

## Väärinkäyttö
Useiden tilien avaaminen, vähäriskiset panostusmallit tai koordinoitu pelaaminen bonusten saamiseksi voi johtaa bonuksen ja sen voittojen poistamiseen.

Kysymykset: {supportEmail}.`,
  },
  8: {
    title: 'Valitukset ja riidanratkaisu',
    content: `Haluamme korjata asiat nopeasti. Näin **{operator}** käsittelee valitukset.

## 1. Ota yhteyttä tukeen
Kirjoita osoitteeseen {supportEmail} tai käytä tukilomaketta. Kerro käyttäjänimesi, päivämäärä ja ongelman yksityiskohdat.

## 2. Vastauksemme
- Vahvistamme vastaanoton **48 tunnin** kuluessa.
- Lähetämme kattavan kirjallisen vastauksen **14 päivän** kuluessa.

## 3. Jatkokäsittely
Jos et ole tyytyväinen, pyydä esihenkilöä tarkastelemaan valituksesi; hän vastaa seuraavien **14 päivän** kuluessa.

## 4. Vaihtoehtoinen riidanratkaisu
Jos asia on yhä auki lopullisen vastauksemme jälkeen, voit viedä sen maksutta **Curaçao Gaming Control Boardille**, joka on myöntänyt lisenssimme, tai sen hyväksymälle riippumattomalle riidanratkaisuelimelle.

Kirjaamme jokaisen valituksen ja sen lopputuloksen.`,
  },
};
