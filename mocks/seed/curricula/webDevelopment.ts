import { HOW_THIS_COURSE_WORKS, videoLesson } from './shared';
import type { SeedCurriculum } from './types';

export const curriculum: SeedCurriculum = {
  courseId: '6650a1c00000000000000006',
  chapters: [
    {
      title: 'Getting started with HTML',
      lessons: [
        HOW_THIS_COURSE_WORKS,
        {
          kind: 'text',
          title: 'Welcome to Web Development',
          minutes: 5,
          preview: true,
          body: `Every website you use is built from three languages that browsers understand natively: **HTML** describes the content and its meaning, **CSS** decides how that content looks, and **JavaScript** makes it respond to the user. This course teaches all three, then adds React for building interfaces from components and a small Node.js API to serve data.

## What you will build

Across four chapters you will grow one project: a personal reading list. You start with a plain HTML page, style it so it works on a phone and a wide monitor, make it interactive, rebuild the interface in React, and finally connect it to your own API and publish it on the web.

| Chapter | Focus |
| --- | --- |
| 1 | Semantic, accessible HTML |
| 2 | CSS, the cascade and responsive layout |
| 3 | Modern JavaScript, the DOM and React |
| 4 | A Node.js API and deployment |

## What you need

- A current browser such as Firefox or Chrome, with its developer tools (open them with F12).
- A code editor; Visual Studio Code is free and works on every platform.
- Node.js, the LTS release, installed from nodejs.org. Check it with \`node --version\` in a terminal.

## How to study

Type the examples yourself instead of copying them: small typos teach you to read error messages. Each chapter ends with a short exercise, and two chapters end with a quiz you can retake. Accessibility is not a separate topic here; you will practise it in every lesson.`,
        },
        {
          kind: 'text',
          title: 'Semantic, accessible HTML',
          minutes: 7,
          body: `HTML marks up content with **elements** that tell the browser, search engines and assistive technology what each part of the page *is*. Choosing the element that matches the meaning is called semantic HTML, and it gives you a lot of accessibility for free.

## The document skeleton

\`\`\`html
<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>My reading list</title>
  </head>
  <body>
    <header><h1>My reading list</h1></header>
    <nav><a href="/about">About</a></nav>
    <main>
      <article>
        <h2>Dune</h2>
        <img src="dune.jpg" alt="Cover of Dune: a figure crossing desert dunes" />
      </article>
    </main>
    <footer>Updated weekly</footer>
  </body>
</html>
\`\`\`

The \`lang\` attribute lets screen readers pick the right pronunciation, and the viewport meta tag stops phones from shrinking the page to a tiny desktop layout.

## Landmarks and headings

\`header\`, \`nav\`, \`main\` and \`footer\` are **landmark** elements: screen-reader users can jump straight between them. Use exactly one \`main\` per page for its central content. By contrast, \`div\` and \`span\` carry no meaning at all; they are only hooks for styling. Headings should form an outline: one \`h1\`, then \`h2\` for sections, without skipping levels.

## Images and forms

- Every \`img\` needs an \`alt\` attribute. Describe what the image conveys; for a purely decorative image write \`alt=""\` so screen readers skip it.
- Every form control needs a visible \`label\` connected with \`for\` and \`id\`, so clicking the label focuses the field and assistive technology announces its name.
- Use a real \`button\` for actions and a real \`a\` with an \`href\` for navigation; both work with the keyboard out of the box.`,
        },
      ],
    },
    {
      title: 'Styling with CSS',
      lessons: [
        {
          kind: 'text',
          title: 'CSS selectors and the cascade',
          minutes: 7,
          body: `A CSS rule is a **selector** followed by a block of declarations. The selector chooses elements; each declaration sets one property.

\`\`\`css
/* type selector */
p { line-height: 1.5; }
/* class selector */
.book-title { font-weight: 700; }
/* id selector */
#site-header { background: #1d3557; color: white; }
/* descendant selector */
nav a { text-decoration: none; }
\`\`\`

## Specificity

When two rules set the same property on the same element, the browser compares their **specificity**, which you can write as three numbers (ids, classes, types):

| Selector | Specificity |
| --- | --- |
| \`p\` | 0-0-1 |
| \`.book-title\` | 0-1-0 |
| \`nav a\` | 0-0-2 |
| \`#site-header\` | 1-0-0 |

Compare from the left: one id beats any number of classes, and one class beats any number of type selectors. So \`#title\` wins over \`.heading\` no matter which comes first. If specificity is equal, the rule that appears **later** in the stylesheet wins. Inline \`style\` attributes and \`!important\` override both, which is why they make styles hard to maintain; prefer classes.

## The box model

Every element is a box: content, then \`padding\`, then \`border\`, then \`margin\` outside. By default \`width\` sets only the content, so padding and border make the box wider than you asked. Most projects start with:

\`\`\`css
*, *::before, *::after { box-sizing: border-box; }
\`\`\`

With \`border-box\`, \`width\` includes padding and border, which makes layouts far easier to reason about. Use your browser's developer tools to inspect any element: the Styles panel shows which rules matched and crosses out the ones that lost the cascade.`,
        },
        {
          kind: 'text',
          title: 'Responsive layout with Flexbox and Grid',
          minutes: 8,
          body: `Modern CSS has two layout systems, and knowing which to reach for saves a lot of time.

## Flexbox: one dimension

Flexbox arranges items along **one** axis, a row or a column. It is ideal for navigation bars, toolbars and centring.

\`\`\`css
.toolbar {
  display: flex;
  justify-content: space-between; /* along the main axis */
  align-items: center;            /* across it */
  gap: 1rem;
}
\`\`\`

## Grid: two dimensions

Grid controls rows **and** columns at the same time, so it suits whole page layouts and card galleries.

\`\`\`css
.books {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 1.5rem;
}
\`\`\`

This single rule gives one column on a phone and as many 14rem-wide columns as fit on a larger screen, with no media query at all.

## Mobile first with media queries

Write your base styles for the smallest screen, then add \`min-width\` media queries that adjust the layout as space grows. Small screens download and apply the simplest rules, and each query only adds what larger screens need.

\`\`\`css
.page { padding: 1rem; }

@media (min-width: 48rem) {
  .page {
    display: grid;
    grid-template-columns: 16rem 1fr; /* sidebar + content */
    padding: 2rem;
  }
}
\`\`\`

## Units that respect the user

- \`rem\` is relative to the root font size, so text and spacing grow when a user raises their browser's default size. Prefer it to \`px\` for font sizes.
- \`%\`, \`fr\` and \`vw\` size things relative to available space.
- Keep line length readable with \`max-width: 65ch\` on text blocks.

Test every layout by dragging the window narrower, and with the device toolbar in developer tools.`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: HTML and CSS',
          minutes: 6,
          passMark: 60,
          questions: [
            {
              prompt:
                'Which element should wrap the central content of a page, used once per page?',
              multiple: false,
              options: ['section', 'main', 'div', 'article'],
              correct: [1],
              explanation:
                'main is the landmark for the central content, and a page should have exactly one. div carries no meaning, and section and article can appear many times.',
            },
            {
              prompt:
                'Which of these are landmark elements that screen-reader users can jump between?',
              multiple: true,
              options: ['header', 'nav', 'span', 'footer', 'div'],
              correct: [0, 1, 3],
              explanation:
                'header, nav, main and footer are landmarks. span and div carry no meaning; they are only hooks for styling.',
            },
            {
              prompt: 'What alt text should a purely decorative image have?',
              multiple: false,
              options: [
                'The image file name',
                'The word "image"',
                'An empty value: alt=""',
                'No alt attribute at all',
              ],
              correct: [2],
              explanation:
                'An empty alt tells screen readers to skip the image. Leaving the attribute out makes some screen readers read the file name instead.',
            },
            {
              prompt:
                'Two rules set the colour of the same element: #title and .heading. Which one wins?',
              multiple: false,
              options: [
                '#title, because an id selector is more specific than a class',
                '.heading, if it appears later in the stylesheet',
                'Whichever rule is shorter',
                'Neither; the browser uses its default colour',
              ],
              correct: [0],
              explanation:
                'Specificity is compared before source order, and one id (1-0-0) beats any number of classes. Source order only decides between equally specific rules.',
            },
            {
              prompt: 'Which statements about layout are true?',
              multiple: true,
              options: [
                'Grid controls rows and columns at the same time',
                'Flexbox arranges items along one axis',
                'Mobile-first CSS uses min-width media queries to add rules for larger screens',
                'Media queries only work with Flexbox',
              ],
              correct: [0, 1, 2],
              explanation:
                'Flexbox is one-dimensional and Grid two-dimensional. Mobile-first styles start with the small screen and add min-width queries; media queries work with any CSS.',
            },
          ],
        },
      ],
    },
    {
      title: 'JavaScript and React',
      lessons: [
        {
          kind: 'text',
          title: 'Modern JavaScript essentials',
          minutes: 8,
          body: `JavaScript has changed a lot since 2015. These are the features you will use on every line of this course.

## const and let

Declare values with \`const\` by default and with \`let\` only when you must reassign them. Avoid the older \`var\`, whose scoping rules surprise people. Note that \`const\` stops *reassignment*, not change: the contents of a \`const\` array or object can still be modified.

\`\`\`js
const shelf = [];
shelf.push('Dune');      // allowed: the array changes
// shelf = ['Emma'];     // TypeError: assignment to constant
let count = 0;
count += 1;
\`\`\`

## Functions, template literals and destructuring

\`\`\`js
const describe = ({ title, pages }) => \`\${title} has \${pages} pages\`;
describe({ title: 'Dune', pages: 412 }); // "Dune has 412 pages"
\`\`\`

Arrow functions are a compact way to write functions. Template literals, written with backticks, insert values with \`\${...}\`. Destructuring pulls properties out of an object by name.

## Working with arrays

| Method | Returns | Changes the original? |
| --- | --- | --- |
| \`map(fn)\` | a new array of transformed items | no |
| \`filter(fn)\` | a new array of the items that pass | no |
| \`find(fn)\` | the first matching item, or \`undefined\` | no |
| \`forEach(fn)\` | \`undefined\` | no |
| \`push(x)\` | the new length | yes |

\`\`\`js
const long = books.filter((b) => b.pages > 400).map((b) => b.title);
\`\`\`

## Equality and modules

Always compare with \`===\`, which checks value and type; \`==\` converts types first, so \`0 == ''\` is \`true\`. Split code into files with \`export\` and \`import\`, so each module has one job and exposes only what others need.`,
        },
        {
          kind: 'text',
          title: 'The DOM, events and fetch',
          minutes: 8,
          body: `When the browser reads your HTML it builds the **DOM** (Document Object Model), a tree of objects that JavaScript can read and change. Changes to the DOM appear on screen immediately.

## Finding and changing elements

\`\`\`js
const list = document.querySelector('#book-list');
const form = document.querySelector('form');

form.addEventListener('submit', (event) => {
  event.preventDefault(); // stop the page from reloading
  const title = form.elements.title.value.trim();
  const item = document.createElement('li');
  item.textContent = title;
  list.append(item);
});
\`\`\`

\`querySelector\` takes any CSS selector and returns the first match (\`querySelectorAll\` returns all of them). \`addEventListener\` runs a function each time an event such as \`click\`, \`input\` or \`submit\` happens.

## textContent versus innerHTML

\`textContent\` inserts plain text. \`innerHTML\` parses a string as HTML, so if the string came from a user it can inject scripts into your page, an attack called cross-site scripting (XSS). Use \`textContent\` for anything a user typed.

## Loading data with fetch

\`fetch\` requests a URL and returns a Promise. With \`async\` and \`await\` you can write it top to bottom:

\`\`\`js
async function loadBooks() {
  const response = await fetch('/api/books');
  if (!response.ok) {
    throw new Error(\`Request failed: \${response.status}\`);
  }
  return response.json();
}
\`\`\`

An important detail: \`fetch\` only rejects when the network fails. A 404 or 500 response still resolves, so you must check \`response.ok\` (true for statuses 200 to 299) yourself. Wrap calls in \`try\`/\`catch\` and show the user a clear message when something goes wrong, rather than leaving an empty page.`,
        },
        {
          kind: 'text',
          title: 'Components and state in React',
          minutes: 9,
          body: `Updating the DOM by hand gets messy as an interface grows. **React** lets you describe what the screen should look like for the current data, and it works out which DOM changes are needed.

## Components and props

A component is a JavaScript function that returns JSX, an HTML-like syntax. Component names start with a capital letter. Data is passed in through **props**, which the component must treat as read-only.

\`\`\`jsx
function BookCard({ title, author }) {
  return (
    <article className="book">
      <h2>{title}</h2>
      <p>by {author}</p>
    </article>
  );
}
\`\`\`

JSX uses \`className\` instead of \`class\`, and curly braces insert any JavaScript expression.

## State with useState

State is data that a component remembers between renders. \`useState\` returns the current value and a setter; calling the setter makes React render the component again with the new value.

\`\`\`jsx
import { useState } from 'react';

function ReadingList({ books }) {
  const [query, setQuery] = useState('');
  const shown = books.filter((b) => b.title.toLowerCase().includes(query.toLowerCase()));
  return (
    <>
      <label htmlFor="q">Search</label>
      <input id="q" value={query} onChange={(e) => setQuery(e.target.value)} />
      <ul>
        {shown.map((b) => (
          <li key={b.id}>{b.title}</li>
        ))}
      </ul>
    </>
  );
}
\`\`\`

## Rules worth remembering

- Never change state directly (\`books.push(...)\`); pass the setter a new value, such as \`[...books, newBook]\`, so React notices the change.
- Give every item in a list a stable, unique \`key\`, ideally an id, so React can match items between renders.
- Call hooks only at the top level of a component, never inside loops or conditions.
- Use \`useEffect\` for work that reaches outside React, such as fetching data after the first render.`,
        },
      ],
    },
    {
      title: 'APIs and deployment',
      lessons: [
        videoLesson('how-the-web-works', 'How the web works'),
        {
          kind: 'text',
          title: 'A small Node.js API, then deploy',
          minutes: 9,
          body: `Node.js runs JavaScript outside the browser, so you can write the server for your reading list in the same language as the front end. **Express** is a small, widely used library for handling HTTP requests.

## Routes and status codes

\`\`\`js
import express from 'express';

const app = express();
app.use(express.json()); // parse JSON request bodies

const books = [{ id: 1, title: 'Dune' }];

app.get('/api/books', (req, res) => {
  res.json(books);
});

app.post('/api/books', (req, res) => {
  const { title } = req.body;
  if (!title) return res.status(400).json({ error: 'title is required' });
  const book = { id: books.length + 1, title };
  books.push(book);
  res.status(201).json(book);
});

const port = process.env.PORT ?? 3000;
app.listen(port, () => console.log(\`Listening on \${port}\`));
\`\`\`

Each route pairs an HTTP method with a path. Status codes tell the client what happened:

| Code | Meaning |
| --- | --- |
| 200 | OK, here is the data |
| 201 | Created a new resource |
| 400 | Bad request, the input was invalid |
| 404 | Not found |
| 500 | The server failed |

Always validate input on the server, even if the form checks it too: anyone can send a request without using your page.

## Going live

1. Keep secrets and settings in **environment variables** (\`process.env\`), never in the code you commit.
2. Build the React front end for production, which produces small static files.
3. Host the static files on a static host and the API on a Node host; both should serve over **HTTPS**.
4. If the two live on different origins, the API must send CORS headers that allow the front end's origin.

Before you share the link, run a Lighthouse audit in your browser's developer tools and check the page with only a keyboard.`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: JavaScript, React and Node',
          minutes: 7,
          passMark: 70,
          questions: [
            {
              prompt: 'What does declaring an array with const prevent?',
              multiple: false,
              options: [
                'Adding items to the array',
                'Reassigning the variable to a different value',
                'Reading the array from another function',
                'Sorting the array',
              ],
              correct: [1],
              explanation:
                'const stops reassignment of the binding, not changes to the value. You can still push items into a const array.',
            },
            {
              prompt: 'Which array methods return a new array and leave the original unchanged?',
              multiple: true,
              options: ['map', 'filter', 'forEach', 'push'],
              correct: [0, 1],
              explanation:
                'map and filter build new arrays. forEach returns undefined, and push changes the original array and returns its new length.',
            },
            {
              prompt:
                'Why should text typed by a user be inserted with textContent, not innerHTML?',
              multiple: false,
              options: [
                'textContent is the only property that works in every browser',
                'innerHTML parses the string as HTML, so it can inject scripts (XSS)',
                'innerHTML cannot display numbers',
                'textContent makes the page load faster',
              ],
              correct: [1],
              explanation:
                'innerHTML turns a string into HTML, which lets malicious input run scripts. textContent always inserts plain text.',
            },
            {
              prompt: 'A fetch request receives a 404 response. What happens?',
              multiple: false,
              options: [
                'The Promise rejects with a network error',
                'The Promise resolves, and response.ok is false',
                'The browser retries the request automatically',
                'fetch returns undefined',
              ],
              correct: [1],
              explanation:
                'fetch only rejects when the network fails. For HTTP error statuses it resolves, so you must check response.ok yourself.',
            },
            {
              prompt: 'Which of these are good practice in React?',
              multiple: true,
              options: [
                'Giving each list item a stable, unique key',
                'Updating state by passing the setter a new value',
                'Pushing directly into a state array',
                'Calling useState inside an if statement',
              ],
              correct: [0, 1],
              explanation:
                'Keys let React match items between renders, and new values let it notice changes. Mutating state and calling hooks conditionally both break React.',
            },
            {
              prompt:
                'Which status code should an API send after successfully creating a resource?',
              multiple: false,
              options: ['200', '201', '400', '404'],
              correct: [1],
              explanation:
                '201 means Created. 200 is a general success, and 400 and 404 are client errors.',
            },
          ],
        },
      ],
    },
  ],
};
