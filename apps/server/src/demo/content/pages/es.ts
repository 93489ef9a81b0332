// The legal pages in Spanish.
import type { LegalTexts } from './types';

export const es: LegalTexts = {
  3: {
    title: 'Términos y condiciones',
    content: `Estos términos constituyen el acuerdo entre tú y **{operator}**, que opera este sitio con una licencia de juego expedida en **Curazao**. Al abrir una cuenta los aceptas.

## 1. Tu cuenta
- Debes tener **18 años o más**, o la edad legal de juego de tu país si es mayor.
- Solo puedes tener **una cuenta**, a tu nombre, con datos veraces y actualizados.
- Mantén tu contraseña en secreto; eres responsable del juego en tu cuenta.

## 2. Depósitos y retiros
- Los depósitos deben proceder de medios de pago a tu nombre.
- Los retiros se pagan, cuando es posible, al medio con el que depositaste, tras verificar tu identidad.
- Podemos pedir documentos en cualquier momento según nuestra política AML/KYC.

## 3. Bonos
Los bonos siguen la *Política de bonos*. Hay que cumplir los requisitos de apuesta antes de retirar las ganancias de un bono.

## 4. Juegos
Los resultados los deciden generadores de números aleatorios certificados. En caso de avería, las rondas afectadas se anulan y se devuelven las apuestas.

## 5. Cierre de la cuenta
Puedes cerrar tu cuenta o autoexcluirte en cualquier momento. Podemos suspender o cerrar cuentas que incumplan estos términos; el saldo no obtenido mediante el incumplimiento se paga.

## 6. Reclamaciones
Escribe a {supportEmail}. Nuestra página *Reclamaciones y resolución de litigios* explica cada paso.`,
  },
  4: {
    title: 'Política de privacidad',
    content: `**{operator}** es el responsable de los datos personales que nos facilitas en este sitio.

## Qué recogemos
- Datos de la cuenta: usuario, correo, nombre, fecha de nacimiento, dirección, país y teléfono.
- Documentos de verificación y los resultados de nuestras comprobaciones.
- Pagos, apuestas, sesiones (dirección IP y navegador) y mensajes al soporte.

## Para qué los usamos
- Para gestionar tu cuenta, pagarte y proteger tu dinero.
- Para cumplir nuestra licencia: verificación de edad e identidad, prevención del blanqueo y juego responsable.
- Para responder a tus preguntas y, solo con tu consentimiento, enviarte ofertas.

## Quién los ve
Proveedores de pago, estudios de juegos (solo un identificador anónimo), servicios de verificación, auditores y el regulador, cada uno solo en la medida necesaria. Nunca vendemos tus datos.

## Cuánto tiempo los guardamos
Los registros de cuenta y transacciones se conservan **cinco años** tras cerrar la cuenta, como exige la ley contra el blanqueo; los datos de marketing, hasta que retires tu consentimiento.

## Tus derechos
Puedes pedir una copia de tus datos, su rectificación o supresión, u oponerte a su uso. Escribe a {supportEmail}.`,
  },
  5: {
    title: 'Política AML y KYC',
    content: `**{operator}** no acepta dinero procedente de delitos y trabaja para prevenir el blanqueo de capitales y la financiación del terrorismo.

## Verificación de tu identidad
- Antes de tu primer retiro, o cuando lo exija la ley, pedimos un **documento de identidad con foto**, un **justificante de domicilio** de menos de tres meses y, en algunos casos, un **selfie** con el documento.
- Los medios de pago deben estar a tu nombre; podemos pedir prueba de titularidad.

## Supervisión
- Vigilamos depósitos, apuestas y retiros en busca de patrones inusuales.
- Las transacciones grandes o frecuentes pueden requerir justificar el **origen de los fondos**.
- Las cuentas pueden quedar retenidas mientras se hacen las comprobaciones.

## Comunicación
Cuando la ley lo exige, comunicamos la actividad sospechosa a las autoridades competentes sin informar al jugador.

## Registros
Los datos de identidad y transacciones se conservan al menos **cinco años** tras finalizar la relación.

Preguntas sobre una solicitud de verificación: {supportEmail}.`,
  },
  6: {
    title: 'Juego responsable',
    content: `El juego debe ser entretenimiento, nunca una forma de ganar dinero. **{operator}** te da herramientas para mantener el control.

## Señales de alerta
- Dedicar más tiempo o dinero del previsto.
- Intentar recuperar pérdidas o pedir prestado para jugar.
- Jugar para escapar de los problemas u ocultarlo a los demás.

## Tus herramientas
- **Pausa**: un descanso de 24 horas de tu cuenta.
- **Autoexclusión**: una semana, un mes, seis meses, un año o de forma permanente. Los bonos se cancelan y no puedes iniciar sesión hasta que termine el periodo.
- **Límites** de depósito, pérdidas y duración de sesión, en tu cuenta.

## Pedir ayuda
Organizaciones independientes ofrecen ayuda gratuita y confidencial:
- *Gamblers Anonymous*: www.gamblersanonymous.org
- *GamCare*: www.gamcare.org.uk
- *Gambling Therapy*: www.gamblingtherapy.org

## Menores
Los jugadores deben tener **18 años o más**. Usa control parental si hay niños con acceso a tus dispositivos.

¿Necesitas hablar? Escribe a {supportEmail}.`,
  },
  7: {
    title: 'Política de bonos',
    content: `Estas reglas se aplican a todos los bonos de **{operator}** salvo que una promoción diga otra cosa.

## Reglas generales
- Un bono de bienvenida por persona, hogar, dispositivo y medio de pago.
- Un bono debe apostarse **40 veces** antes de poder retirar el dinero del bono y sus ganancias.
- La **apuesta máxima** con un bono activo es de **5 €** o su equivalente.
- Un bono no utilizado caduca **10 días** después de abonarse.

## Contribución de los juegos
- Las tragaperras cuentan al 100 %.
- Los juegos de mesa y el casino en vivo cuentan al 10 %.
- Algunos juegos están excluidos y se indican en la promoción.

## Cancelar un bono
Puedes cancelar un bono activo en tu cuenta; se eliminan el bono y sus ganancias. Solicitar un retiro sin completar la apuesta cancela el bono.

## Abuso
Abrir varias cuentas, apostar con patrones de bajo riesgo o jugar de forma coordinada para obtener bonos puede suponer la retirada del bono y sus ganancias.

Preguntas: {supportEmail}.`,
  },
  8: {
    title: 'Reclamaciones y resolución de litigios',
    content: `Queremos solucionar los problemas rápido. Así gestiona **{operator}** las reclamaciones.

## 1. Contacta con soporte
Escribe a {supportEmail} o usa el formulario de soporte. Indica tu usuario, la fecha y los detalles del problema.

## 2. Nuestra respuesta
- Confirmamos la recepción en **48 horas**.
- Enviamos una respuesta completa por escrito en **14 días**.

## 3. Escalado
Si no estás satisfecho, pide que un responsable revise tu reclamación; responderá en otros **14 días**.

## 4. Resolución alternativa de litigios
Si el asunto sigue abierto tras nuestra respuesta final, puedes llevarlo gratuitamente al **Curaçao Gaming Control Board**, la autoridad que nos concede la licencia, o a un organismo independiente que esta apruebe.

Registramos cada reclamación y su resultado.`,
  },
};
