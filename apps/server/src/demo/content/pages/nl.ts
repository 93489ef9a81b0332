// The legal pages in Dutch.
import type { LegalTexts } from './types';

export const nl: LegalTexts = {
  3: {
    title: 'Algemene voorwaarden',
    content: `Deze voorwaarden vormen de overeenkomst tussen jou en **{operator}**, dat deze site exploiteert onder een kansspelvergunning uit **Curaçao**. Door een account te openen aanvaard je ze.

## 1. Je account
- Je moet **18 jaar of ouder** zijn, of de wettelijke gokleeftijd in je land als die hoger is.
- Je mag slechts **één account** hebben, op je eigen naam, met juiste en actuele gegevens.
- Houd je wachtwoord geheim; je bent verantwoordelijk voor het spelen op je account.

## 2. Stortingen en opnames
- Stortingen moeten komen van betaalmiddelen op je eigen naam.
- Opnames worden na verificatie van je identiteit waar mogelijk uitbetaald naar het betaalmiddel waarmee je stortte.
- We kunnen op elk moment documenten vragen volgens ons AML/KYC-beleid.

## 3. Bonussen
Bonussen vallen onder het *Bonusbeleid*. Aan de inzetvereisten moet zijn voldaan voordat bonuswinsten kunnen worden opgenomen.

## 4. Spellen
Uitkomsten worden bepaald door gecertificeerde willekeurige-getallengeneratoren. Bij een storing zijn de getroffen rondes ongeldig en worden inzetten terugbetaald.

## 5. Een account sluiten
Je kunt je account op elk moment sluiten of jezelf uitsluiten. We kunnen accounts die deze voorwaarden schenden opschorten of sluiten; saldo dat niet door de schending is verkregen, wordt uitbetaald.

## 6. Klachten
Schrijf naar {supportEmail}. Onze pagina *Klachten en geschillenbeslechting* legt elke stap uit.`,
  },
  4: {
    title: 'Privacybeleid',
    content: `**{operator}** is verwerkingsverantwoordelijke voor de persoonsgegevens die je ons op deze site geeft.

## Wat we verzamelen
- Accountgegevens: gebruikersnaam, e-mail, naam, geboortedatum, adres, land en telefoonnummer.
- Verificatiedocumenten en de resultaten van onze controles.
- Betalingen, inzetten, sessies (IP-adres en browser) en berichten aan support.

## Waarvoor we ze gebruiken
- Om je account te beheren, je uit te betalen en je geld te beschermen.
- Om aan onze vergunningsplichten te voldoen: leeftijds- en identiteitscontroles, witwaspreventie en verantwoord spelen.
- Om je vragen te beantwoorden en, alleen met je toestemming, aanbiedingen te sturen.

## Wie ze ziet
Betaalproviders, spelstudio’s (alleen een anoniem spelers-ID), identiteitscontrolediensten, auditors en de toezichthouder, elk alleen voor zover nodig. We verkopen je gegevens nooit.

## Hoe lang we ze bewaren
Account- en transactiegegevens worden **vijf jaar** na sluiting van het account bewaard, zoals de antiwitwaswet vereist; marketinggegevens tot je je toestemming intrekt.

## Je rechten
Je kunt een kopie van je gegevens vragen, correctie of verwijdering, of bezwaar maken tegen het gebruik. Schrijf naar {supportEmail}.`,
  },
  5: {
    title: 'AML- en KYC-beleid',
    content: `**{operator}** accepteert geen geld uit misdrijven en werkt aan het voorkomen van witwassen en terrorismefinanciering.

## Je identiteit verifiëren
- Vóór je eerste opname, of wanneer de wet het vereist, vragen we een **identiteitsbewijs met foto**, een **adresbewijs** van hoogstens drie maanden oud en soms een **selfie** met het document.
- Betaalmiddelen moeten op je eigen naam staan; we kunnen een eigendomsbewijs vragen.

## Monitoring
- We controleren stortingen, inzetten en opnames op ongebruikelijke patronen.
- Grote of frequente transacties kunnen een verklaring over de **herkomst van het geld** vereisen.
- Accounts kunnen tijdens controles worden geblokkeerd.

## Melding
Waar de wet het vereist, melden we verdachte activiteiten aan de bevoegde autoriteiten zonder de speler in te lichten.

## Bewaring
Identiteits- en transactiegegevens worden minstens **vijf jaar** na het einde van de relatie bewaard.

Vragen over een verificatieverzoek: {supportEmail}.`,
  },
  6: {
    title: 'Verantwoord spelen',
    content: `Gokken moet ontspanning zijn, nooit een manier om geld te verdienen. **{operator}** geeft je hulpmiddelen om de controle te houden.

## Waarschuwingssignalen
- Meer tijd of geld besteden dan je van plan was.
- Verliezen proberen terug te winnen of lenen om te spelen.
- Gokken om problemen te ontvluchten of het verbergen voor anderen.

## Je hulpmiddelen
- **Afkoelperiode**: een pauze van 24 uur van je account.
- **Zelfuitsluiting**: een week, een maand, zes maanden, een jaar of permanent. Bonussen vervallen en je kunt pas inloggen als de periode voorbij is.
- **Limieten** voor stortingen, verliezen en sessieduur in je account.

## Hulp zoeken
Onafhankelijke organisaties bieden gratis en vertrouwelijke hulp:
- *Gamblers Anonymous*: www.gamblersanonymous.org
- *GamCare*: www.gamcare.org.uk
- *Gambling Therapy*: www.gamblingtherapy.org

## Minderjarigen
Spelers moeten **18 jaar of ouder** zijn. Gebruik ouderlijk toezicht als kinderen bij je apparaten kunnen.

Wil je praten? Schrijf naar {supportEmail}.`,
  },
  7: {
    title: 'Bonusbeleid',
    content: `Deze regels gelden voor elke bonus van **{operator}**, tenzij een promotie iets anders zegt.

## Algemene regels
- Eén welkomstbonus per persoon, huishouden, apparaat en betaalmiddel.
- Een bonus moet **40 keer** worden ingezet voordat bonusgeld en de winst ervan kunnen worden opgenomen.
- De **maximale inzet** met een actieve bonus is **€ 5** of het equivalent.
- Een ongebruikte bonus vervalt **10 dagen** na bijschrijving.

## Bijdrage per spel
- Slots tellen voor 100% mee.
- Tafelspellen en live casino tellen voor 10% mee.
- Sommige spellen zijn uitgesloten; dat staat bij de promotie.

## Een bonus annuleren
Je kunt een actieve bonus in je account annuleren; de bonus en de winst ervan vervallen. Een opnameverzoek vóór het voldoen aan de inzetvereisten annuleert de bonus.

## Misbruik
Meerdere accounts, inzetpatronen met laag risico of gecoördineerd spel om bonussen te verkrijgen kunnen leiden tot het vervallen van de bonus en de winst ervan.

Vragen: {supportEmail}.`,
  },
  8: {
    title: 'Klachten en geschillenbeslechting',
    content: `We willen problemen snel oplossen. Zo behandelt **{operator}** klachten.

## 1. Neem contact op met support
Schrijf naar {supportEmail} of gebruik het supportformulier. Vermeld je gebruikersnaam, de datum en de details van het probleem.

## 2. Ons antwoord
- We bevestigen de ontvangst binnen **48 uur**.
- We sturen binnen **14 dagen** een volledig schriftelijk antwoord.

## 3. Escalatie
Ben je niet tevreden, vraag dan om beoordeling door een manager, die binnen nog eens **14 dagen** antwoordt.

## 4. Alternatieve geschillenbeslechting
Is de zaak na ons eindantwoord nog open, dan kun je die kosteloos voorleggen aan het **Curaçao Gaming Control Board**, de autoriteit die ons de vergunning verleent, of aan een door haar erkende onafhankelijke instantie.

We leggen elke klacht en de afloop ervan vast.`,
  },
};
