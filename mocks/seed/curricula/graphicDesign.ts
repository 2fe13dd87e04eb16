import { HOW_THIS_COURSE_WORKS, videoLesson } from './shared';
import type { SeedCurriculum } from './types';

export const curriculum: SeedCurriculum = {
  courseId: '6650a1c00000000000000010',
  chapters: [
    {
      title: 'Design foundations',
      lessons: [
        HOW_THIS_COURSE_WORKS,
        {
          kind: 'text',
          title: 'Welcome to Graphic Design',
          minutes: 5,
          preview: true,
          body: `Graphic design is the craft of arranging type, images, colour and space to communicate a message clearly. It is everywhere: the label on your coffee, the app on your phone, the poster at the bus stop. Good design is not just decoration; it helps people notice, understand and remember information.

## How the course is organised

1. **Design foundations** — the core principles that make a layout feel organised, and how grids and hierarchy guide the eye.
2. **Typography and colour** — choosing and setting type, then how colour works and how to build a palette.
3. **Real-world projects** — applying everything to logos, social media graphics and print pieces, including the technical details that trip up beginners, such as resolution, colour modes and bleed.

## Tools

You can follow along in any design software. Professionals commonly use Adobe Illustrator for vector work such as logos, Photoshop for editing photos, and InDesign for multi-page layouts. Figma is popular for screen design, Affinity's apps are a capable alternative to Adobe's, and browser-based tools such as Canva are fine for the social graphics exercises. The principles matter far more than the software.

## Building a design eye

The fastest way to improve is to look closely and often. Start a collection — a folder of screenshots or an online board — of work you admire, and for each piece ask why it works. Where does your eye go first? How many typefaces are used? Which colours? You will soon recognise the principles from this course in the world around you.

## What you will make

By the end you will have designed a simple logo, a set of social graphics and a print-ready flyer. Keep your drafts: the journey from first sketch to final file makes a valuable portfolio piece in itself.`,
        },
        {
          kind: 'text',
          title: 'Design principles and layout',
          minutes: 6,
          body: `Most good layouts, whatever their style, apply a handful of principles. Robin Williams's *The Non-Designer's Design Book* summarises four of them: contrast, repetition, alignment and proximity.

## The four principles

- **Contrast:** if two elements are not the same, make them clearly different in size, weight, colour or shape. A heading only slightly larger than the body text looks like a mistake; one that is clearly larger looks intentional.
- **Repetition:** repeat colours, fonts, spacing and shapes throughout a design. This ties the pieces together and builds a recognisable style, the basis of every brand identity.
- **Alignment:** nothing should be placed arbitrarily. One strong alignment, such as a shared left edge, looks more professional than a mix of centred and left-aligned text.
- **Proximity:** group related items and separate unrelated ones. On a business card, the name and job title belong together, and the contact details form a second group.

## Hierarchy and white space

**Visual hierarchy** is the order in which the eye reads a design: the most important element should be the most prominent, then the next, and so on. **White space**, also called negative space, is the empty area around and between elements. It is not wasted; it gives content room to breathe and makes the important parts easier to see.

## Grids

A grid is the invisible structure that keeps a layout consistent. It has **margins** around the edge, **columns** that content spans, and **gutters** between the columns. A 12-column grid is popular for web pages because 12 divides evenly into halves, thirds, quarters and sixths. A single-column grid suits books and long articles, while modular grids, where rows cross columns to form cells, suit catalogues and galleries.

## Guiding the eye

Readers of left-to-right languages often scan text-heavy pages in an **F-pattern**, across the top and then down the left side, and simple visual designs such as posters in a **Z-pattern**: top left to top right, diagonally down, then across the bottom. Place the logo, headline and call to action along these paths. The **rule of thirds**, which places key elements on the lines of a three-by-three grid, gives a livelier composition than dead centre.

## Try it

Take a cluttered flyer and redesign it on a simple grid: fewer alignments, clearer groups, one dominant heading and more space.`,
        },
      ],
    },
    {
      title: 'Typography and colour',
      lessons: [
        {
          kind: 'text',
          title: 'Typography essentials',
          minutes: 6,
          body: `Typography is the art of arranging type so that it is readable and sets the right tone. Because most designs contain words, it is often the biggest single factor in whether a piece looks professional.

## Type classifications

| Classification | Features | Typical use |
| --- | --- | --- |
| Serif | Small strokes (serifs) at the ends of letters, e.g. Garamond, Georgia | Books, editorial, a traditional feel |
| Sans-serif | No serifs, e.g. Helvetica, Inter | Interfaces, signage, a modern feel |
| Script | Imitates handwriting | Invitations, occasional accents |
| Display | Decorative, designed for large sizes | Headlines, posters, logos |
| Monospace | Every character the same width | Code, technical content |

## Key terms

- **Typeface and font:** a typeface is the design (Helvetica); a font is one specific style and weight of it (Helvetica Bold).
- **Leading** is the vertical space between lines. For body text, around 1.2 to 1.5 times the type size is a common starting point.
- **Tracking** adjusts the spacing evenly across a whole word or block of text.
- **Kerning** adjusts the space between one specific pair of letters, such as "A" and "V".

## Rules of thumb

- Limit a design to two typefaces, or use one family in several weights.
- Pair typefaces that contrast clearly, such as a serif heading with a sans-serif body, rather than two that are almost identical.
- Keep lines of body text to roughly 45–75 characters for comfortable reading.
- Build hierarchy with size, weight and colour, not by adding more fonts.
- Avoid setting long passages in capitals or in script faces; both slow reading down.

## Check the licence

Fonts are software and come with licences. The fonts in Google Fonts are released under open licences that allow commercial use, but commercial fonts may need a separate licence for a logo, a website or an app.`,
        },
        {
          kind: 'text',
          title: 'Working with colour',
          minutes: 6,
          body: `Colour grabs attention, sets mood and signals meaning, so choosing it deliberately is one of the most powerful decisions in a design.

## The language of colour

- **Hue** is the colour family itself: red, blue, green.
- **Saturation** (or chroma) is how intense or muted the colour is.
- **Value** (or lightness) is how light or dark it is. Adding white creates a tint; adding black creates a shade.

## Harmonies from the colour wheel

| Scheme | How it is built | Effect |
| --- | --- | --- |
| Monochromatic | One hue in several tints and shades | Calm, unified |
| Analogous | Neighbours on the wheel, such as blue, blue-green and green | Harmonious, low contrast |
| Complementary | Opposites on the wheel, such as blue and orange | Strong contrast, energetic |
| Triadic | Three hues evenly spaced around the wheel | Vibrant but balanced |

A useful starting proportion is the **60-30-10 rule**: a dominant colour for about 60% of the design, a secondary colour for 30%, and an accent for the remaining 10%, reserved for the things you most want noticed, such as buttons.

## Screen versus print

Screens mix light using **RGB** (red, green, blue), often written as hex codes such as #1A73E8. Printers mix ink using **CMYK** (cyan, magenta, yellow and black). Some bright RGB colours cannot be reproduced in CMYK, so set up print work in CMYK from the start and expect on-screen previews to differ slightly. For exact brand colours in print, designers specify spot colours from a system such as Pantone.

## Contrast and accessibility

Text must stand out from its background. The Web Content Accessibility Guidelines (WCAG) ask for a contrast ratio of at least 4.5:1 for normal body text and 3:1 for large text. Never rely on colour alone to convey meaning: about one in twelve men has some form of colour vision deficiency, so add labels, icons or patterns as well.`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: principles, type and colour',
          minutes: 5,
          passMark: 70,
          questions: [
            {
              prompt:
                "Which of these are among the four principles summarised in The Non-Designer's Design Book? Select all that apply.",
              multiple: true,
              options: ['Contrast', 'Proximity', 'Saturation', 'Kerning'],
              correct: [0, 1],
              explanation:
                'The four principles are contrast, repetition, alignment and proximity. Saturation is a property of colour and kerning a typographic adjustment.',
            },
            {
              prompt: 'What is kerning?',
              multiple: false,
              options: [
                'Adjusting the space between one specific pair of letters',
                'The vertical space between lines of text',
                'Adjusting spacing evenly across a whole block of text',
                'Changing the size of the type',
              ],
              correct: [0],
              explanation:
                'Kerning works on individual letter pairs such as "A" and "V". Vertical line spacing is leading, and even spacing across a block is tracking.',
            },
            {
              prompt: 'Which colour mode should you use to set up a document for print?',
              multiple: false,
              options: ['RGB', 'CMYK', 'Hex codes'],
              correct: [1],
              explanation:
                'Printers mix cyan, magenta, yellow and black ink, so print work is set up in CMYK. RGB and hex codes describe colours for screens.',
            },
            {
              prompt: 'What minimum contrast ratio does WCAG ask for with normal body text?',
              multiple: false,
              options: ['1.5:1', '3:1', '4.5:1', '10:1'],
              correct: [2],
              explanation:
                'WCAG asks for at least 4.5:1 for normal text; the lower 3:1 minimum applies only to large text.',
            },
            {
              prompt:
                'Blue and orange sit opposite each other on the colour wheel. What scheme do they form?',
              multiple: false,
              options: ['Analogous', 'Complementary', 'Monochromatic', 'Triadic'],
              correct: [1],
              explanation:
                'Complementary colours are opposites on the wheel and create strong, energetic contrast. Analogous colours are neighbours.',
            },
            {
              prompt: 'Which of these are good typography practices? Select all that apply.',
              multiple: true,
              options: [
                'Limit a design to about two typefaces',
                'Keep body text lines to roughly 45–75 characters',
                'Set long passages in capitals for emphasis',
                'Build hierarchy with size, weight and colour',
              ],
              correct: [0, 1, 3],
              explanation:
                'Few typefaces, comfortable line lengths and hierarchy through size and weight all aid readability. Long passages in capitals slow reading down.',
            },
          ],
        },
      ],
    },
    {
      title: 'Real-world projects',
      lessons: [
        videoLesson('planning-your-study-week', 'Planning your study week'),
        {
          kind: 'text',
          title: 'Designing a logo',
          minutes: 6,
          body: `A logo is the most compact expression of a brand. It has to be recognisable at a glance, work at every size from a browser tab icon to a shop sign, and stay relevant for years.

## Types of logo

| Type | Description | Examples |
| --- | --- | --- |
| Wordmark | The name set in distinctive type | Google, Coca-Cola |
| Lettermark | Initials or a monogram | IBM, HBO |
| Pictorial mark | A recognisable image | Apple, Shell |
| Abstract mark | A non-literal shape | Pepsi, Chase |
| Emblem | Text inside a badge or crest | Harley-Davidson, the NFL shield |
| Combination mark | A symbol together with a wordmark | Lacoste, Doritos |

## A practical process

1. **Brief** — agree the name, audience, values and competitors, and where the logo will be used.
2. **Research** — study competitors to find a way to stand apart, and collect references.
3. **Sketch** — fill pages with quick pencil thumbnails. Go for quantity first: the fiftieth idea is usually better than the first.
4. **Digitise** — build the strongest three or so concepts as vectors in a program such as Illustrator.
5. **Refine** — adjust spacing, curves and type, and test the logo in context, such as on a business card or app icon.
6. **Deliver** — supply the final files and a short usage guide.

## Tests every logo should pass

- **Small size:** is it still legible as a 16-pixel icon or printed on a pen?
- **One colour:** does it work in black alone, and reversed in white on a dark background?
- **Simplicity:** could someone sketch it from memory?
- **Longevity:** does it avoid trends that will date it quickly?

## File formats

Always design logos as **vector** graphics, which are built from mathematical paths and scale to any size without losing quality. Deliver SVG, PDF or EPS files for scaling, plus PNG files with transparent backgrounds for everyday use.`,
        },
        {
          kind: 'text',
          title: 'Social graphics and print pieces',
          minutes: 6,
          body: `Screen and print have different technical requirements. Getting them right separates a file that looks good on your monitor from one that works in the real world.

## Social media graphics

Each platform displays images at particular proportions, and its recommended sizes change from time to time, so check current guidance. Common starting points:

| Use | Aspect ratio | Typical size in pixels |
| --- | --- | --- |
| Instagram square post | 1:1 | 1080 × 1080 |
| Instagram portrait post | 4:5 | 1080 × 1350 |
| Stories and Reels | 9:16 | 1080 × 1920 |
| Link preview image | about 1.91:1 | 1200 × 630 |

Design tips for the feed:

- One message per graphic, with short text large enough to read on a phone.
- Keep important content away from the edges, where the app's interface may cover it.
- Use templates with consistent brand colours, fonts and logo placement so that a series looks unified.
- Export in RGB: PNG for graphics with text, JPEG for photos.

## Print pieces

Print needs more care:

- **Resolution:** images should be about 300 pixels per inch at their final printed size. A web image at 72 ppi will look blurry on paper.
- **Colour mode:** set the document up in CMYK.
- **Bleed:** extend any background colour or image past the trim line — commonly by 3 mm, or 0.125 in in the US — so that no white edges appear after cutting.
- **Safe area:** keep text and logos a few millimetres inside the trim line.
- **Fonts:** embed or outline them so that the printer reproduces them exactly.

For example, a standard A5 flyer measures 148 × 210 mm, so with 3 mm of bleed on every side the document is 154 × 216 mm.

## Export and proof

Export print files as a press-quality PDF; many printers ask for the PDF/X standard. Check a physical proof before a large run, since colours on paper rarely match the screen exactly.`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: logos, social and print',
          minutes: 5,
          passMark: 70,
          questions: [
            {
              prompt: 'What type of logo is made only of initials or a monogram?',
              multiple: false,
              options: ['Wordmark', 'Lettermark', 'Emblem', 'Abstract mark'],
              correct: [1],
              explanation:
                'A lettermark uses initials, as IBM and HBO do. A wordmark sets the full name in distinctive type.',
            },
            {
              prompt: 'Why should logos be designed as vector graphics?',
              multiple: false,
              options: [
                'Vectors scale to any size without losing quality',
                'Vectors look more like photographs',
                'Social media platforms only accept vectors',
                'Vectors use fewer colours',
              ],
              correct: [0],
              explanation:
                'Vector graphics are made of mathematical paths, so a logo stays sharp from a tiny icon to a large sign.',
            },
            {
              prompt: 'Which tests should a good logo pass? Select all that apply.',
              multiple: true,
              options: [
                'It is legible at very small sizes',
                'It works in a single colour',
                'It relies on the latest trendy effects',
                'It is simple enough to sketch from memory',
              ],
              correct: [0, 1, 3],
              explanation:
                'Legibility when small, one-colour use and simplicity make a logo versatile and memorable. Trendy effects date it quickly.',
            },
            {
              prompt:
                'An A5 flyer is 148 × 210 mm. With 3 mm of bleed on every side, what size is the document?',
              multiple: false,
              options: ['148 × 210 mm', '151 × 213 mm', '154 × 216 mm', '160 × 222 mm'],
              correct: [2],
              explanation:
                'Bleed is added on both sides of each dimension, so 3 mm twice adds 6 mm to the width and the height.',
            },
            {
              prompt: 'Which are correct for a print-ready file? Select all that apply.',
              multiple: true,
              options: [
                'Images at about 300 pixels per inch at final size',
                'The document set up in CMYK',
                'Web images at 72 ppi',
                'Backgrounds extended past the trim line into the bleed',
              ],
              correct: [0, 1, 3],
              explanation:
                'Print needs around 300 ppi, CMYK colour and bleed. A 72 ppi web image will look blurry on paper.',
            },
            {
              prompt: 'What aspect ratio does an Instagram portrait post use?',
              multiple: false,
              options: ['1:1', '4:5', '9:16', '16:9'],
              correct: [1],
              explanation:
                'Portrait posts are 4:5, typically 1080 × 1350 pixels. 1:1 is square and 9:16 is used for Stories and Reels.',
            },
          ],
        },
      ],
    },
  ],
};
