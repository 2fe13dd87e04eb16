import { HOW_THIS_COURSE_WORKS, videoLesson } from './shared';
import type { SeedCurriculum } from './types';

export const curriculum: SeedCurriculum = {
  courseId: '6650a1c00000000000000009',
  chapters: [
    {
      title: 'Limits and continuity',
      lessons: [
        HOW_THIS_COURSE_WORKS,
        {
          kind: 'text',
          title: 'Welcome to Calculus I',
          minutes: 5,
          preview: true,
          body: `Calculus is the mathematics of change. Algebra can tell you the slope of a straight line or the area of a rectangle; calculus extends those ideas to curves, so you can find the speed of a falling object at one instant, the rate at which a population is growing, or the exact area under a curved graph.

## The three big ideas

| Idea | Question it answers | Example |
| --- | --- | --- |
| Limit | What value does f(x) approach as x approaches a? | (x² − 1)/(x − 1) approaches 2 as x approaches 1 |
| Derivative | How fast is a quantity changing right now? | velocity from position |
| Integral | How much has accumulated in total? | distance from velocity |

Limits come first because both derivatives and integrals are defined as limits. The course ends with the Fundamental Theorem of Calculus, which shows that differentiation and integration undo each other.

## What you should already know

- Algebra: expanding brackets, factorising quadratics, working with fractions and exponents such as x^(1/2) = √x.
- Functions and their graphs: lines, polynomials, eˣ and ln x.
- Basic trigonometry in radians: sin, cos, and the fact that π radians = 180°.

## How to work through the course

Each text lesson contains worked examples. Read them with paper beside you and redo every step yourself before checking, because calculus is learned by doing, not by watching. After chapters two and three there is a practice quiz; every question can be answered with a few lines of working. Maths is written in plain text here, so f′(x) means "the derivative of f", x² means x squared, and √x means the square root of x.`,
        },
        {
          kind: 'text',
          title: 'What a limit means',
          minutes: 6,
          body: `Consider f(x) = (x² − 1)/(x − 1). At x = 1 the formula gives 0/0, which is undefined, so f(1) does not exist. Yet we can ask what happens to f(x) as x gets **close** to 1.

| x | 0.9 | 0.99 | 0.999 | 1.001 | 1.01 | 1.1 |
| --- | --- | --- | --- | --- | --- | --- |
| f(x) | 1.9 | 1.99 | 1.999 | 2.001 | 2.01 | 2.1 |

The values approach 2 from both sides. We write

lim (x→1) f(x) = 2

and read it as "the limit of f(x) as x approaches 1 is 2". Factorising explains why: x² − 1 = (x − 1)(x + 1), so for every x ≠ 1, f(x) = x + 1, and x + 1 approaches 2.

## The key idea

A limit describes the values of f **near** a, not **at** a. The function may be undefined at a, or defined with a completely different value, and the limit is unaffected.

## One-sided limits

Sometimes the behaviour depends on the direction of approach. Write lim (x→a⁻) for x approaching from the left (values below a) and lim (x→a⁺) for approaching from the right. The two-sided limit exists only if both one-sided limits exist and are equal.

Example: g(x) = |x|/x equals −1 for negative x and 1 for positive x. So the left-hand limit at 0 is −1, the right-hand limit is 1, and lim (x→0) g(x) does **not** exist.

## Infinite limits

As x approaches 0, 1/x² grows without bound: at x = 0.01 it is already 10 000. We write lim (x→0) 1/x² = ∞, but this is a description of how the limit fails to exist, not a real number. The line x = 0 is a **vertical asymptote** of the graph.`,
        },
        {
          kind: 'text',
          title: 'Computing limits and continuity',
          minutes: 8,
          body: `Tables of values suggest a limit; algebra proves it. The limit laws say that limits of sums, products and quotients are the sums, products and quotients of the limits (as long as no denominator has limit 0).

## Direct substitution

For polynomials, and for rational functions where the denominator is not zero, just substitute: lim (x→2) (x³ − 4x + 1) = 8 − 8 + 1 = 1.

## When substitution gives 0/0

A result of 0/0 is a signal to simplify first.

- **Factorise**: lim (x→3) (x² − 9)/(x − 3) = lim (x→3) (x − 3)(x + 3)/(x − 3) = lim (x→3) (x + 3) = 6.
- **Rationalise**: for lim (x→0) (√(x + 4) − 2)/x, multiply top and bottom by √(x + 4) + 2. The numerator becomes (x + 4) − 4 = x, leaving 1/(√(x + 4) + 2), which approaches 1/4.
- **A standard limit**: lim (x→0) (sin x)/x = 1, with x in radians. It is used to find the derivative of sin x.

## Limits at infinity

For rational functions, divide by the highest power of x in the denominator. For (3x² + 1)/(x² − 5), dividing by x² gives (3 + 1/x²)/(1 − 5/x²), which approaches 3 as x → ∞. So y = 3 is a horizontal asymptote.

## Continuity

A function f is **continuous at a** when three things hold:

1. f(a) is defined;
2. lim (x→a) f(x) exists;
3. the limit equals f(a).

Informally, you can draw the graph through x = a without lifting your pen. Polynomials, eˣ, sin x and cos x are continuous everywhere; rational functions are continuous wherever the denominator is not zero.

## The Intermediate Value Theorem

If f is continuous on [a, b] and N lies between f(a) and f(b), then f(c) = N for some c between a and b. For example, f(x) = x³ + x − 1 has f(0) = −1 and f(1) = 1, so the equation x³ + x − 1 = 0 has a solution between 0 and 1.`,
        },
      ],
    },
    {
      title: 'Derivatives',
      lessons: [
        {
          kind: 'text',
          title: 'The derivative as a rate of change',
          minutes: 7,
          body: `If a car travels 120 km in 2 hours, its **average** speed is 60 km/h. But the speedometer shows the **instantaneous** speed, and finding that is what the derivative does.

## From secant to tangent

For a function f, the average rate of change from x to x + h is the slope of the secant line through the two points:

[f(x + h) − f(x)] / h

Letting h shrink to 0 turns the secant into the tangent line, and the slope becomes the **derivative**:

f′(x) = lim (h→0) [f(x + h) − f(x)] / h

Other common notations are dy/dx and d/dx f(x). If s(t) is a position in metres and t is time in seconds, s′(t) is measured in metres per second: the derivative always has units of "output per input".

## Worked example: f(x) = x²

f(x + h) − f(x) = (x + h)² − x² = x² + 2xh + h² − x² = 2xh + h².

Divide by h: 2x + h. As h → 0 this approaches 2x, so f′(x) = 2x.

At x = 3 the slope of the tangent is f′(3) = 6, and the point on the curve is (3, 9). The tangent line is y − 9 = 6(x − 3), that is, y = 6x − 9.

## Differentiability and continuity

If f is differentiable at a, it is continuous at a. The converse is false. The function |x| is continuous at 0, but its graph has a sharp corner there: the slope is −1 just to the left and 1 just to the right, so the limit defining the derivative does not exist. Corners, cusps, vertical tangents and jumps are the usual places where a derivative fails to exist.

## Reading a graph

Where f′(x) is positive, f is increasing; where f′(x) is negative, f is decreasing; where f′(x) = 0 the tangent is horizontal, which is where maxima and minima can occur.`,
        },
        {
          kind: 'text',
          title: 'Rules of differentiation',
          minutes: 9,
          body: `Using the limit definition every time would be slow. A handful of rules, each proved from that definition, lets you differentiate almost any formula.

## Basic rules

- Constant: d/dx (c) = 0.
- Power rule: d/dx (xⁿ) = n·xⁿ⁻¹ for any real n.
- Constant multiple and sum: differentiate term by term, keeping constants.

Example: d/dx (3x⁴ − 5x + 7) = 12x³ − 5.

## Derivatives to know by heart

| f(x) | f′(x) |
| --- | --- |
| √x = x^(1/2) | 1/(2√x) |
| 1/x = x⁻¹ | −1/x² |
| eˣ | eˣ |
| ln x (x > 0) | 1/x |
| sin x | cos x |
| cos x | −sin x |

Note the minus sign in the derivative of cos x; it is the most common slip.

## Product and quotient rules

- Product: (fg)′ = f′g + fg′. Example: d/dx (x² sin x) = 2x sin x + x² cos x.
- Quotient: (f/g)′ = (f′g − fg′)/g². Example: d/dx [x/(x + 1)] = [1·(x + 1) − x·1]/(x + 1)² = 1/(x + 1)².

The derivative of a product is **not** the product of the derivatives: d/dx (x·x) = 2x, not 1.

## The chain rule

For a composition f(g(x)), differentiate the outer function, keep the inside unchanged, then multiply by the derivative of the inside:

d/dx f(g(x)) = f′(g(x))·g′(x)

- d/dx sin(x²) = cos(x²)·2x = 2x cos(x²).
- d/dx (3x + 1)⁵ = 5(3x + 1)⁴·3 = 15(3x + 1)⁴.
- d/dx e^(2x) = 2e^(2x).

## Higher derivatives

Differentiating again gives the second derivative f″(x). For f(x) = x³, f′(x) = 3x² and f″(x) = 6x. The second derivative measures how the slope itself changes: f″ positive means the graph is concave up, negative means concave down.`,
        },
        {
          kind: 'text',
          title: 'Motion, growth and optimisation',
          minutes: 9,
          body: `Derivatives answer practical questions whenever something changes. Here are the three classic applications.

## Motion

If s(t) is an object's position, its **velocity** is v(t) = s′(t) and its **acceleration** is a(t) = v′(t) = s″(t).

A ball is thrown straight up so that its height in metres after t seconds is s(t) = 20t − 5t² (taking gravity as 10 m/s²).

- v(t) = 20 − 10t, so at t = 1 the ball rises at 10 m/s.
- The ball is highest when v(t) = 0, at t = 2, and the maximum height is s(2) = 40 − 20 = 20 m.
- a(t) = −10 m/s², constant: gravity slows the ball on the way up and speeds it up on the way down.

## Growth

A quantity whose rate of growth is proportional to its size satisfies P′(t) = kP(t). The solution is P(t) = P₀e^(kt), because the chain rule gives d/dt e^(kt) = ke^(kt). For a bacterial culture P(t) = 1000e^(0.3t) (t in hours), P′(0) = 300 bacteria per hour, and the growth rate increases as the population does. The doubling time is ln 2 / k = 0.693/0.3 ≈ 2.3 hours.

## Optimisation

To find the largest or smallest value of a quantity:

1. Name the variables and write the quantity to optimise.
2. Use the constraint to reduce it to one variable.
3. Find the **critical points**, where the derivative is zero or undefined.
4. Check them, and any endpoints, with the second derivative or by comparing values.

Example: with 40 m of fencing, what rectangle encloses the most area? If one side is x, the perimeter fixes the other side at 20 − x, so A(x) = x(20 − x) = 20x − x² for x between 0 and 20. Then A′(x) = 20 − 2x = 0 gives x = 10. Since A″(x) = −2 is negative, this is a maximum: a 10 m by 10 m square with area 100 m². At the endpoints the area is 0, so the square is the best possible.`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: limits and derivatives',
          minutes: 8,
          passMark: 60,
          questions: [
            {
              prompt: 'What is lim (x→3) (x² − 9)/(x − 3)?',
              multiple: false,
              options: ['0', '3', '6', 'The limit does not exist'],
              correct: [2],
              explanation: 'Factorise: (x² − 9)/(x − 3) = x + 3 for x ≠ 3, and x + 3 approaches 6.',
            },
            {
              prompt: 'What is the derivative of 3x⁴ − 5x + 7?',
              multiple: false,
              options: ['12x³ − 5', '12x³ − 5x', '3x³ − 5', '12x⁴ − 5 + 7'],
              correct: [0],
              explanation:
                'By the power rule 3x⁴ becomes 12x³, −5x becomes −5, and the constant 7 has derivative 0.',
            },
            {
              prompt: 'Which of these derivatives are correct?',
              multiple: true,
              options: [
                'd/dx eˣ = eˣ',
                'd/dx cos x = sin x',
                'd/dx ln x = 1/x',
                'd/dx √x = 1/(2√x)',
                'd/dx (1/x) = 1/x²',
              ],
              correct: [0, 2, 3],
              explanation:
                'The derivative of cos x is −sin x, and the derivative of 1/x = x⁻¹ is −1/x². The other three are standard results.',
            },
            {
              prompt: 'What is d/dx sin(x²)?',
              multiple: false,
              options: ['cos(x²)', '2x cos(x²)', '2x sin(x²)', 'cos(2x)'],
              correct: [1],
              explanation:
                'By the chain rule, differentiate the outer sin to get cos(x²), then multiply by the derivative of the inside, 2x.',
            },
            {
              prompt: 'Which statements about continuity and differentiability are true?',
              multiple: true,
              options: [
                'If f is differentiable at a, then f is continuous at a',
                '|x| is continuous at 0 but not differentiable there',
                'Every continuous function is differentiable',
                'The limit of f(x) as x → a depends on the value f(a)',
              ],
              correct: [0, 1],
              explanation:
                'Differentiability implies continuity, but not the reverse, as the corner of |x| at 0 shows. A limit depends only on values near a, not at a.',
            },
            {
              prompt:
                'A ball has height s(t) = 20t − 5t² metres after t seconds. What is its velocity at t = 1?',
              multiple: false,
              options: ['0 m/s', '10 m/s', '15 m/s', '20 m/s'],
              correct: [1],
              explanation: 'v(t) = s′(t) = 20 − 10t, so v(1) = 10 m/s.',
            },
          ],
        },
      ],
    },
    {
      title: 'Integrals',
      lessons: [
        videoLesson('planning-your-study-week', 'Planning your study week'),
        {
          kind: 'text',
          title: 'Antiderivatives and the definite integral',
          minutes: 8,
          body: `Differentiation turns a function into its rate of change. Integration goes the other way.

## Antiderivatives

F is an **antiderivative** of f if F′(x) = f(x). Since constants differentiate to 0, antiderivatives come in families: x², x² + 5 and x² − 3 are all antiderivatives of 2x. We write the whole family as an indefinite integral:

∫ 2x dx = x² + C

| f(x) | ∫ f(x) dx |
| --- | --- |
| xⁿ (n ≠ −1) | xⁿ⁺¹/(n + 1) + C |
| eˣ | eˣ + C |
| cos x | sin x + C |
| sin x | −cos x + C |

For n = −1 the power rule would divide by zero; instead ∫ (1/x) dx = ln|x| + C.

Example: ∫ (6x² − 4x + 3) dx = 2x³ − 2x² + 3x + C. You can always check an antiderivative by differentiating it: 6x² − 4x + 3 comes back.

If you also know one value, you can find C. Given f′(x) = 2x and f(1) = 4, f(x) = x² + C and 1 + C = 4, so f(x) = x² + 3.

## Area and Riemann sums

The **definite integral** ∫ from a to b of f(x) dx measures the signed area between the graph of f and the x-axis from x = a to x = b. Area above the axis counts as positive and area below as negative.

To estimate it, cut [a, b] into n strips of width Δx = (b − a)/n and add up rectangles of height f(xᵢ). For ∫₀² x² dx with four strips of width 0.5, using right endpoints:

0.5 × (0.25 + 1 + 2.25 + 4) = 0.5 × 7.5 = 3.75

The exact value is 8/3 ≈ 2.67. Because x² is increasing on [0, 2], right endpoints overestimate. As n → ∞ the Riemann sums approach the exact integral, and that limit is the definition of the definite integral.`,
        },
        {
          kind: 'text',
          title: 'The Fundamental Theorem of Calculus',
          minutes: 9,
          body: `Riemann sums define the integral, but computing their limits is laborious. The **Fundamental Theorem of Calculus** (FTC) connects integrals to antiderivatives and makes them easy to evaluate.

## Part 1: accumulation has rate f

If f is continuous and A(x) = ∫ from a to x of f(t) dt, then A′(x) = f(x). The rate at which area accumulates equals the height of the graph. For example, d/dx ∫ from 1 to x of cos(t²) dt = cos(x²), even though cos(t²) has no elementary antiderivative.

## Part 2: evaluate with any antiderivative

If F is any antiderivative of a continuous f, then

∫ from a to b of f(x) dx = F(b) − F(a)

The constant C cancels, so you can leave it out.

- ∫₀² x² dx = [x³/3] from 0 to 2 = 8/3 − 0 = 8/3, matching the Riemann-sum estimate from the last lesson.
- ∫ from 0 to π of sin x dx = [−cos x] from 0 to π = (−cos π) − (−cos 0) = 1 + 1 = 2.

## Net change

Part 2 says that integrating a rate of change gives the total change. If an object moves with velocity v(t) = 3t² m/s, its displacement from t = 0 to t = 2 is ∫₀² 3t² dt = [t³] from 0 to 2 = 8 m. The same idea turns a flow rate into a volume or a growth rate into a population change.

## Area between curves

Between x = 0 and x = 1 the line y = x lies above the parabola y = x². The area between them is ∫₀¹ (x − x²) dx = 1/2 − 1/3 = 1/6: integrate the top curve minus the bottom one.

## Substitution

Substitution reverses the chain rule. For ∫ 2x cos(x²) dx, let u = x², so du = 2x dx. The integral becomes ∫ cos u du = sin u + C = sin(x²) + C. Check: by the chain rule, d/dx sin(x²) = 2x cos(x²). Look for an inner function whose derivative also appears as a factor.`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: integrals',
          minutes: 8,
          passMark: 70,
          questions: [
            {
              prompt: 'What is ∫ (6x² − 4x + 3) dx?',
              multiple: false,
              options: [
                '12x − 4 + C',
                '2x³ − 2x² + 3x + C',
                '6x³ − 4x² + 3x + C',
                '2x³ − 4x² + 3 + C',
              ],
              correct: [1],
              explanation:
                'Raise each power by one and divide by the new power: 6x³/3 − 4x²/2 + 3x. Differentiating gives back 6x² − 4x + 3.',
            },
            {
              prompt: 'Which of these are antiderivatives of cos x?',
              multiple: true,
              options: ['sin x', 'sin x + 5', '−sin x', 'cos x + C', 'sin x − 2'],
              correct: [0, 1, 4],
              explanation:
                'd/dx sin x = cos x, and adding any constant does not change the derivative. −sin x differentiates to −cos x.',
            },
            {
              prompt: 'What is ∫₀² x² dx?',
              multiple: false,
              options: ['4', '8', '8/3', '3.75'],
              correct: [2],
              explanation:
                'An antiderivative is x³/3, so the integral is 8/3 − 0 = 8/3. The value 3.75 was only a right-endpoint Riemann estimate.',
            },
            {
              prompt: 'What is the integral of sin x from 0 to π?',
              multiple: false,
              options: ['0', '1', '2', '−2'],
              correct: [2],
              explanation: '[−cos x] from 0 to π gives (−cos π) − (−cos 0) = 1 + 1 = 2.',
            },
            {
              prompt:
                'An object moves with velocity v(t) = 3t² m/s. What is its displacement from t = 0 to t = 2?',
              multiple: false,
              options: ['6 m', '8 m', '12 m', '24 m'],
              correct: [1],
              explanation:
                'Displacement is the integral of velocity: [t³] from 0 to 2 = 8 − 0 = 8 m.',
            },
            {
              prompt: 'What is d/dx of the integral of cos(t²) dt from 1 to x?',
              multiple: false,
              options: ['cos(x²)', 'sin(x²)', '2x cos(x²)', 'cos(x²) − cos(1)'],
              correct: [0],
              explanation:
                'By Part 1 of the Fundamental Theorem, the derivative of the accumulated area is the integrand evaluated at x.',
            },
          ],
        },
      ],
    },
  ],
};
