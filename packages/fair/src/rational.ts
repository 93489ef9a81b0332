// Exact fractions of bigints, for the figures a rules panel shows (RTP, house edge, probabilities): they are
// computed without rounding and only turned into decimals for display.

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export class Rational {
  readonly numerator: bigint;
  readonly denominator: bigint;

  constructor(numerator: bigint, denominator = 1n) {
    if (denominator === 0n) throw new RangeError('A fraction cannot have a zero denominator');
    const sign = denominator < 0n ? -1n : 1n;
    const divisor = gcd(numerator, denominator) || 1n;
    this.numerator = (sign * numerator) / divisor;
    this.denominator = (sign * denominator) / divisor;
  }

  static of(numerator: bigint | number, denominator: bigint | number = 1n): Rational {
    return new Rational(BigInt(numerator), BigInt(denominator));
  }

  /** Parses "p/q" or "p", the form `toString` writes. */
  static parse(text: string): Rational {
    const match = /^(-?\d+)(?:\/(\d+))?$/.exec(text.trim());
    if (!match) throw new RangeError(`"${text}" is not a fraction`);
    return new Rational(BigInt(match[1] ?? '0'), BigInt(match[2] ?? '1'));
  }

  add(other: Rational): Rational {
    return new Rational(
      this.numerator * other.denominator + other.numerator * this.denominator,
      this.denominator * other.denominator,
    );
  }

  sub(other: Rational): Rational {
    return this.add(new Rational(-other.numerator, other.denominator));
  }

  mul(other: Rational): Rational {
    return new Rational(this.numerator * other.numerator, this.denominator * other.denominator);
  }

  div(other: Rational): Rational {
    return new Rational(this.numerator * other.denominator, this.denominator * other.numerator);
  }

  equals(other: Rational): boolean {
    return this.numerator === other.numerator && this.denominator === other.denominator;
  }

  compare(other: Rational): number {
    const difference = this.numerator * other.denominator - other.numerator * this.denominator;
    return difference === 0n ? 0 : difference < 0n ? -1 : 1;
  }

  /** Rounded half away from zero to `digits` decimals: '0.962431'. */
  toDecimal(digits: number): string {
    const scale = 10n ** BigInt(digits);
    const negative = this.numerator < 0n;
    const magnitude = negative ? -this.numerator : this.numerator;
    const scaled = (2n * magnitude * scale + this.denominator) / (2n * this.denominator);
    const text = scaled.toString().padStart(digits + 1, '0');
    const whole = text.slice(0, text.length - digits);
    const fraction = digits > 0 ? `.${text.slice(text.length - digits)}` : '';
    return `${negative && scaled !== 0n ? '-' : ''}${whole}${fraction}`;
  }

  /** The nearest double, for figures that need a square root or a chart; never for money. */
  toNumber(): number {
    return Number(this.toDecimal(17));
  }

  toString(): string {
    return this.denominator === 1n ? this.numerator.toString() : `${this.numerator}/${this.denominator}`;
  }
}
