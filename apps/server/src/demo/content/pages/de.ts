// The legal pages in German.
import type { LegalTexts } from './types';

export const de: LegalTexts = {
  3: {
    title: 'Allgemeine Geschäftsbedingungen',
    content: `Diese Bedingungen bilden die Vereinbarung zwischen Ihnen und **{operator}**, das diese Website mit einer in **Curaçao** erteilten Glücksspiellizenz betreibt. Mit der Eröffnung eines Kontos akzeptieren Sie sie.

## 1. Ihr Konto
- Sie müssen **mindestens 18 Jahre** alt sein oder das in Ihrem Land geltende höhere Mindestalter für Glücksspiel erreicht haben.
- Sie dürfen nur **ein Konto** auf Ihren eigenen Namen mit wahren und aktuellen Angaben führen.
- Halten Sie Ihr Passwort geheim; Sie sind für das Spiel auf Ihrem Konto verantwortlich.

## 2. Ein- und Auszahlungen
- Einzahlungen müssen von Zahlungsmitteln auf Ihren eigenen Namen stammen.
- Auszahlungen erfolgen nach der Identitätsprüfung nach Möglichkeit an das Zahlungsmittel der Einzahlung.
- Gemäß unserer AML/KYC-Richtlinie können wir jederzeit Dokumente anfordern.

## 3. Boni
Boni unterliegen der *Bonusrichtlinie*. Umsatzbedingungen müssen erfüllt sein, bevor Bonusgewinne ausgezahlt werden können.

## 4. Spiele
Spielergebnisse werden von zertifizierten Zufallszahlengeneratoren bestimmt. Bei einer Fehlfunktion sind betroffene Runden ungültig und Einsätze werden erstattet.

## 5. Schließung eines Kontos
Sie können Ihr Konto jederzeit schließen oder sich selbst sperren. Wir können Konten sperren oder schließen, die gegen diese Bedingungen verstoßen; ein nicht regelwidrig erlangtes Guthaben wird ausgezahlt.

## 6. Beschwerden
Schreiben Sie an {supportEmail}. Unsere Seite *Beschwerden und Streitbeilegung* erklärt jeden Schritt.`,
  },
  4: {
    title: 'Datenschutzerklärung',
    content: `**{operator}** ist Verantwortlicher für die personenbezogenen Daten, die Sie uns auf dieser Website geben.

## Was wir erheben
- Kontodaten: Benutzername, E-Mail, Name, Geburtsdatum, Adresse, Land und Telefonnummer.
- Verifizierungsdokumente und die Ergebnisse unserer Prüfungen.
- Zahlungen, Einsätze, Sitzungen (IP-Adresse und Browser) und Nachrichten an den Support.

## Wozu wir sie nutzen
- Um Ihr Konto zu führen, Sie auszuzahlen und Ihr Geld zu schützen.
- Um unsere Lizenzpflichten zu erfüllen: Alters- und Identitätsprüfung, Geldwäscheprävention und verantwortungsvolles Spielen.
- Um Ihre Fragen zu beantworten und, nur mit Ihrer Einwilligung, Ihnen Angebote zu senden.

## Wer sie sieht
Zahlungsdienstleister, Spielestudios (nur eine anonyme Spieler-ID), Identitätsprüfdienste, Prüfer und die Aufsichtsbehörde, jeweils nur soweit nötig. Wir verkaufen Ihre Daten niemals.

## Wie lange wir sie speichern
Konto- und Transaktionsdaten werden, wie das Geldwäscherecht es verlangt, **fünf Jahre** nach Schließung des Kontos aufbewahrt; Marketingdaten bis zum Widerruf Ihrer Einwilligung.

## Ihre Rechte
Sie können eine Kopie Ihrer Daten, deren Berichtigung oder Löschung verlangen oder der Nutzung widersprechen. Schreiben Sie an {supportEmail}.`,
  },
  5: {
    title: 'AML- und KYC-Richtlinie',
    content: `**{operator}** nimmt kein Geld aus Straftaten an und arbeitet daran, Geldwäsche und Terrorismusfinanzierung zu verhindern.

## Überprüfung Ihrer Identität
- Vor Ihrer ersten Auszahlung oder wenn das Gesetz es verlangt, fordern wir einen **Lichtbildausweis**, einen höchstens drei Monate alten **Adressnachweis** und in manchen Fällen ein **Selfie** mit dem Dokument an.
- Zahlungsmittel müssen auf Ihren Namen lauten; wir können einen Eigentumsnachweis verlangen.

## Überwachung
- Wir beobachten Einzahlungen, Einsätze und Auszahlungen auf ungewöhnliche Muster.
- Große oder häufige Transaktionen können einen Nachweis der **Mittelherkunft** erfordern.
- Konten können während der Prüfung gesperrt werden.

## Meldungen
Wo das Gesetz es verlangt, melden wir verdächtige Aktivitäten den zuständigen Behörden, ohne den Spieler zu informieren.

## Aufbewahrung
Identitäts- und Transaktionsdaten werden mindestens **fünf Jahre** nach Ende der Geschäftsbeziehung aufbewahrt.

Fragen zu einer Verifizierungsanfrage: {supportEmail}.`,
  },
  6: {
    title: 'Verantwortungsvolles Spielen',
    content: `Glücksspiel soll Unterhaltung sein, niemals ein Weg, Geld zu verdienen. **{operator}** gibt Ihnen Werkzeuge, um die Kontrolle zu behalten.

## Warnzeichen
- Sie verbringen mehr Zeit oder Geld als geplant.
- Sie jagen Verlusten hinterher oder leihen sich Geld zum Spielen.
- Sie spielen, um Problemen zu entfliehen, oder verheimlichen es vor anderen.

## Ihre Werkzeuge
- **Abkühlphase**: eine 24-stündige Pause von Ihrem Konto.
- **Selbstsperre**: eine Woche, ein Monat, sechs Monate, ein Jahr oder dauerhaft. Boni werden storniert und Sie können sich bis zum Ende des Zeitraums nicht anmelden.
- **Limits** für Einzahlungen, Verluste und Sitzungsdauer in Ihrem Konto.

## Hilfe erhalten
Unabhängige Organisationen bieten kostenlose und vertrauliche Hilfe:
- *Gamblers Anonymous*: www.gamblersanonymous.org
- *GamCare*: www.gamcare.org.uk
- *Gambling Therapy*: www.gamblingtherapy.org

## Minderjährige
Spieler müssen **mindestens 18 Jahre** alt sein. Nutzen Sie Jugendschutzsoftware, wenn Kinder Zugang zu Ihren Geräten haben.

Möchten Sie mit jemandem sprechen? Schreiben Sie an {supportEmail}.`,
  },
  7: {
    title: 'Bonusrichtlinie',
    content: `Diese Regeln gelten für jeden Bonus von **{operator}**, sofern eine Aktion nichts anderes sagt.

## Allgemeine Regeln
- Ein Willkommensbonus pro Person, Haushalt, Gerät und Zahlungsmittel.
- Ein Bonus muss **40-mal** umgesetzt werden, bevor Bonusgeld und Gewinne daraus ausgezahlt werden können.
- Der **Höchsteinsatz** bei aktivem Bonus beträgt **5 €** oder den Gegenwert.
- Ein ungenutzter Bonus verfällt **10 Tage** nach der Gutschrift.

## Spielgewichtung
- Slots zählen zu 100 % zum Umsatz.
- Tischspiele und Live-Casino zählen zu 10 %.
- Einige Spiele sind ausgeschlossen; sie sind in der Aktion gekennzeichnet.

## Stornierung eines Bonus
Sie können einen aktiven Bonus in Ihrem Konto stornieren; Bonus und Gewinne daraus werden entfernt. Eine Auszahlungsanfrage vor Erfüllung des Umsatzes storniert den Bonus.

## Missbrauch
Mehrere Konten, risikoarme Einsatzmuster oder abgesprochenes Spiel zur Erlangung von Boni können dazu führen, dass Bonus und Gewinne entfernt werden.

Fragen: {supportEmail}.`,
  },
  8: {
    title: 'Beschwerden und Streitbeilegung',
    content: `Wir möchten Probleme schnell lösen. So bearbeitet **{operator}** Beschwerden.

## 1. Support kontaktieren
Schreiben Sie an {supportEmail} oder nutzen Sie das Supportformular. Nennen Sie Ihren Benutzernamen, das Datum und die Einzelheiten.

## 2. Unsere Antwort
- Wir bestätigen den Eingang innerhalb von **48 Stunden**.
- Wir senden innerhalb von **14 Tagen** eine vollständige schriftliche Antwort.

## 3. Eskalation
Wenn Sie nicht zufrieden sind, bitten Sie um Prüfung durch einen Vorgesetzten, der innerhalb weiterer **14 Tage** antwortet.

## 4. Alternative Streitbeilegung
Ist die Sache nach unserer abschließenden Antwort offen, können Sie sie kostenlos dem **Curaçao Gaming Control Board**, der Behörde, die uns lizenziert, oder einer von ihr anerkannten unabhängigen Schlichtungsstelle vorlegen.

Wir dokumentieren jede Beschwerde und ihr Ergebnis.`,
  },
};
