import { HOW_THIS_COURSE_WORKS, videoLesson } from './shared';
import type { SeedCurriculum } from './types';

export const curriculum: SeedCurriculum = {
  courseId: '6650a1c00000000000000007',
  chapters: [
    {
      title: 'First steps in Python',
      lessons: [
        HOW_THIS_COURSE_WORKS,
        {
          kind: 'text',
          title: 'Welcome to Python Programming',
          minutes: 5,
          preview: true,
          body: `This is a first programming course at university level. You do not need any previous experience, only patience and a willingness to make mistakes, read the error message and try again. By the end you will write programs that make decisions, repeat work, organise data, read and write files, and prove they work with automated tests.

## Why Python

Python reads almost like English, runs on every operating system and is used everywhere from web servers to data science and scientific computing. The ideas you learn here, such as variables, loops, functions and testing, transfer directly to other languages.

## Setting up

1. Install Python 3.12 or newer from python.org (on macOS and Linux you may already have it). Check with \`python3 --version\`.
2. Install a code editor; Visual Studio Code with the Python extension is a good free choice.
3. Try the interactive prompt: type \`python3\` in a terminal, then \`2 + 3\` and press Enter. Leave with \`exit()\`.

## How the weeks work

| Week | Topic |
| --- | --- |
| 1–2 | Variables, types and decisions |
| 3–4 | Loops, functions and data structures |
| 5–6 | Files and testing |

Each week you read the lessons, try every example yourself and then complete a **problem set**: four or five short programs that build on each other. Start problem sets early in the week. When you get stuck, reduce the program to the smallest piece that fails and add \`print\` calls to see what your variables really contain. Quizzes at the end of chapters two and three check your understanding and can be retaken.`,
        },
        {
          kind: 'text',
          title: 'Variables, types and expressions',
          minutes: 7,
          body: `A **variable** is a name that refers to a value. You create one by assigning with \`=\`; there is no separate declaration, and the same name can later refer to a value of a different type.

\`\`\`python
name = "Ada"          # str
year = 1843           # int
height = 1.65         # float
is_student = True     # bool
print(type(year))     # <class 'int'>
\`\`\`

Names are case-sensitive and, by convention, written in \`snake_case\`.

## Arithmetic

| Expression | Result | Meaning |
| --- | --- | --- |
| \`7 + 2\` | 9 | addition |
| \`7 / 2\` | 3.5 | true division, always a float |
| \`7 // 2\` | 3 | floor division |
| \`7 % 2\` | 1 | remainder |
| \`2 ** 10\` | 1024 | power |

Floats are stored in binary, so some decimals are approximate: \`0.1 + 0.2\` gives \`0.30000000000000004\`. Never compare floats with \`==\`; check that they are close instead.

## Strings and input

Strings can use single or double quotes. An **f-string** puts values inside text:

\`\`\`python
print(f"{name} wrote the first program in {year}.")
\`\`\`

The \`input()\` function always returns a **string**, even when the user types digits. Convert it before doing arithmetic:

\`\`\`python
age = int(input("Your age: "))
print(age + 1)
\`\`\`

If the text is not a valid number, \`int()\` raises a \`ValueError\`; you will learn to handle that later. Other conversions work the same way: \`float("2.5")\`, \`str(42)\`. Mixing types without converting, as in \`"3" + 4\`, raises a \`TypeError\`, because Python will not guess what you meant.`,
        },
        {
          kind: 'text',
          title: 'Making decisions with if',
          minutes: 6,
          body: `Programs become useful when they behave differently depending on their input. Python's \`if\` statement runs a block of code only when a condition is true.

\`\`\`python
mark = int(input("Mark: "))

if mark >= 70:
    grade = "First"
elif mark >= 60:
    grade = "Upper second"
elif mark >= 40:
    grade = "Pass"
else:
    grade = "Fail"

print(grade)
\`\`\`

Python checks the conditions from top to bottom and runs only the **first** block whose condition is true, so the order matters: a mark of 75 is also at least 40, but it never reaches that branch. The \`else\` block runs when nothing above matched.

## Indentation is syntax

The body of each branch is marked by indentation, conventionally four spaces, and the header line ends with a colon. Getting either wrong produces an \`IndentationError\` or \`SyntaxError\`, not just untidy code.

## Comparisons and logic

- Comparison operators: \`==\`, \`!=\`, \`<\`, \`<=\`, \`>\` and \`>=\`. Note that \`=\` assigns while \`==\` compares.
- Combine conditions with \`and\`, \`or\` and \`not\`. Python allows chains such as \`0 <= mark <= 100\`.

## Truthiness

A condition does not have to be a bool. These values count as **false**: \`False\`, \`None\`, \`0\`, \`0.0\`, the empty string \`""\`, and empty containers such as \`[]\` and \`{}\`. Almost everything else is true, including the string \`"False"\` and the list \`[0]\`. This lets you write \`if name:\` to check that a name was entered, but be deliberate about it: \`if count:\` is false when count is zero, which may not be what you meant.`,
        },
      ],
    },
    {
      title: 'Loops, functions and data',
      lessons: [
        {
          kind: 'text',
          title: 'Loops with for and while',
          minutes: 7,
          body: `Loops repeat a block of code. Python has two kinds, and choosing the right one makes programs clearer.

## for: once per item

A \`for\` loop walks through any sequence: a list, a string, or a \`range\` of numbers.

\`\`\`python
for letter in "abc":
    print(letter)

for i in range(1, 6):
    print(i, i * i)
\`\`\`

\`range(stop)\` counts from 0 up to but **not including** \`stop\`, so \`range(5)\` gives 0, 1, 2, 3, 4. \`range(1, 6)\` gives 1 to 5, and \`range(0, 10, 2)\` gives the even numbers 0 to 8. When you need both position and value, use \`enumerate\`:

\`\`\`python
for position, name in enumerate(["Ada", "Alan"], start=1):
    print(position, name)
\`\`\`

## while: until a condition changes

A \`while\` loop repeats as long as its condition is true. The condition is checked before each pass, so if it is false at the start the body never runs at all. Use it when you do not know the number of repetitions in advance, such as asking until the input is valid.

\`\`\`python
guess = ""
while guess != "yes":
    guess = input("Ready? ")
\`\`\`

Make sure something inside the loop can make the condition false; otherwise the loop runs forever (stop it with Ctrl+C).

## break and continue

- \`break\` leaves the loop immediately, skipping any remaining iterations.
- \`continue\` skips the rest of the current iteration and moves on to the next one.

\`\`\`python
total = 0
for n in [4, -1, 7, 0, 3]:
    if n == 0:
        break          # stop at the first zero
    if n > 0:
        total += n
print(total)           # 11
\`\`\`

A common pattern is the **accumulator**: start a variable at 0 (or an empty list) before the loop and update it on every pass.`,
        },
        {
          kind: 'text',
          title: 'Writing your own functions',
          minutes: 7,
          body: `A **function** gives a name to a piece of code so you can reuse it, test it on its own and read your program at a higher level. You define one with \`def\`:

\`\`\`python
def average(numbers):
    """Return the mean of a non-empty list of numbers."""
    return sum(numbers) / len(numbers)

print(average([3, 4, 8]))   # 5.0
\`\`\`

The names in the parentheses are **parameters**; the values you pass when calling are **arguments**. The string just below the \`def\` line is a docstring, which documents what the function does and is shown by \`help(average)\`.

## return versus print

\`return\` sends a value back to the caller and ends the function at once. \`print\` only shows text on the screen. A function with no \`return\` statement returns \`None\`, a common surprise:

\`\`\`python
def shout(text):
    print(text.upper())

result = shout("hi")   # prints HI
print(result)          # None
\`\`\`

Prefer functions that return values; they can be combined and tested.

## Default and keyword arguments

\`\`\`python
def greet(name, greeting="Hello"):
    return f"{greeting}, {name}!"

greet("Grace")                  # 'Hello, Grace!'
greet("Grace", greeting="Hi")   # 'Hi, Grace!'
\`\`\`

Never use a mutable value such as \`[]\` as a default: it is created once and shared by every call. Use \`None\` and create the list inside the function.

## Scope

Variables assigned inside a function are **local**: they exist only while the function runs and do not change variables with the same name outside. Pass data in through parameters and get results out with \`return\`, rather than relying on global variables.`,
        },
        {
          kind: 'text',
          title: 'Lists, tuples and dictionaries',
          minutes: 8,
          body: `Real programs work with collections of values. Python's built-in collections cover most needs.

## Lists

A list is an ordered, **mutable** sequence.

\`\`\`python
scores = [72, 58, 91]
scores.append(64)       # [72, 58, 91, 64]
scores[0]               # 72, the first item
scores[-1]              # 64, the last item
scores[1:3]             # [58, 91], a slice (end excluded)
len(scores)             # 4
sorted(scores)          # new sorted list; scores is unchanged
\`\`\`

Indexes start at 0, and negative indexes count from the end. Asking for an index that does not exist raises \`IndexError\`.

A **list comprehension** builds a new list in one line:

\`\`\`python
passed = [s for s in scores if s >= 60]   # [72, 91, 64]
\`\`\`

## Tuples

A tuple, written with parentheses, is an ordered but **immutable** sequence: once created it cannot be changed. Use tuples for fixed groups, such as a coordinate \`(3, 4)\`, and unpack them with \`x, y = point\`. Because they are immutable, tuples can be dictionary keys; lists cannot.

## Dictionaries

A dictionary maps **keys** to values and finds a value by its key very quickly.

\`\`\`python
ages = {"Ada": 36, "Alan": 41}
ages["Grace"] = 85          # add or update
ages["Ada"]                 # 36
ages.get("Linus")           # None, no error
for name, age in ages.items():
    print(name, age)
\`\`\`

Looking up a missing key with square brackets raises \`KeyError\`; \`get\` returns \`None\` (or a default you pass) instead.

## Choosing a collection

| Need | Use |
| --- | --- |
| Ordered items you will change | list |
| A fixed record of a few values | tuple |
| Look up values by a name or id | dict |
| Unique items, fast membership tests | set |`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: control flow and functions',
          minutes: 6,
          passMark: 60,
          questions: [
            {
              prompt: 'What is the value of 7 // 2 in Python?',
              multiple: false,
              options: ['3.5', '3', '4', '1'],
              correct: [1],
              explanation:
                '// is floor division, so 7 // 2 is 3. True division 7 / 2 gives 3.5, and 7 % 2 gives the remainder 1.',
            },
            {
              prompt:
                'The user types 42 at an input() prompt. What type of value does input() return?',
              multiple: false,
              options: ['int', 'float', 'str', 'bool'],
              correct: [2],
              explanation:
                'input() always returns a string. Convert it with int() or float() before doing arithmetic.',
            },
            {
              prompt: 'Which of these values count as false in an if condition?',
              multiple: true,
              options: ['0', '""', '[]', '"False"', 'None'],
              correct: [0, 1, 2, 4],
              explanation:
                'Zero, the empty string, empty containers and None are falsy. "False" is a non-empty string, so it is true.',
            },
            {
              prompt: 'Which numbers does range(1, 5) produce?',
              multiple: false,
              options: ['1, 2, 3, 4, 5', '1, 2, 3, 4', '0, 1, 2, 3, 4', '2, 3, 4, 5'],
              correct: [1],
              explanation:
                'range starts at its first argument and stops before the second, so 5 is not included.',
            },
            {
              prompt: 'Which statements about loops are true?',
              multiple: true,
              options: [
                'break leaves the loop immediately',
                'continue skips to the next iteration',
                'A while loop always runs at least once',
                'for can loop over the characters of a string',
              ],
              correct: [0, 1, 3],
              explanation:
                'break exits and continue moves to the next pass. A while loop checks its condition first, so it may run zero times.',
            },
            {
              prompt: 'What does a function that has no return statement return?',
              multiple: false,
              options: ['0', 'An empty string', 'None', 'The last value it printed'],
              correct: [2],
              explanation:
                'Without a return statement a function returns None. Printing shows text but does not return it.',
            },
          ],
        },
      ],
    },
    {
      title: 'Files and testing',
      lessons: [
        videoLesson('python-in-a-minute', 'Python in a minute'),
        {
          kind: 'text',
          title: 'Reading and writing files',
          minutes: 8,
          body: `Variables disappear when a program ends. To keep data, or to process data someone else produced, you read and write **files**.

## Opening files safely

\`\`\`python
with open("notes.txt", "w", encoding="utf-8") as f:
    f.write("first line\\n")
    f.write("second line\\n")

with open("notes.txt", encoding="utf-8") as f:
    for line in f:
        print(line.strip())
\`\`\`

The \`with\` statement closes the file automatically when the block ends, even if an error happens inside it. Always give an \`encoding\`; \`utf-8\` handles every language and avoids surprises between Windows and other systems. Looping over a file object gives one line at a time, including its newline character, which \`strip()\` removes.

## Modes

| Mode | Meaning |
| --- | --- |
| \`"r"\` | read (the default); error if the file is missing |
| \`"w"\` | write; creates the file or **empties** an existing one |
| \`"a"\` | append to the end; creates the file if needed |

Opening a file you care about with \`"w"\` erases its contents immediately, so double-check the mode.

## CSV data

Spreadsheets export comma-separated values, and the standard \`csv\` module parses them correctly, including quoted commas:

\`\`\`python
import csv

with open("marks.csv", newline="", encoding="utf-8") as f:
    for row in csv.DictReader(f):
        print(row["name"], int(row["mark"]))
\`\`\`

\`DictReader\` uses the first line as column names, and every value arrives as a string.

## When things go wrong

\`\`\`python
try:
    with open("missing.txt", encoding="utf-8") as f:
        text = f.read()
except FileNotFoundError:
    print("No such file; check the name and folder.")
\`\`\`

Catch the specific exception you expect rather than every error, so real bugs still show up. Relative paths are resolved from the folder you run the program in, not the folder the script lives in.`,
        },
        {
          kind: 'text',
          title: 'Testing your code with pytest',
          minutes: 8,
          body: `Running a program by hand and looking at the output is slow and easy to forget. An **automated test** is a small piece of code that calls your function and checks the result, so you can rerun every check in a second after each change.

## Your first tests

Install pytest with \`python3 -m pip install pytest\`. Put your code in \`grades.py\`:

\`\`\`python
def grade(mark):
    if not 0 <= mark <= 100:
        raise ValueError("mark must be between 0 and 100")
    return "Pass" if mark >= 40 else "Fail"
\`\`\`

and the tests in \`test_grades.py\`:

\`\`\`python
import pytest
from grades import grade

def test_pass_at_boundary():
    assert grade(40) == "Pass"

def test_fail_just_below():
    assert grade(39) == "Fail"

def test_rejects_out_of_range():
    with pytest.raises(ValueError):
        grade(101)

def test_float_average():
    assert 0.1 + 0.2 == pytest.approx(0.3)
\`\`\`

Run \`pytest\` in the folder. It finds files named \`test_*.py\` (or \`*_test.py\`), runs every function whose name starts with \`test\`, and reports each failing \`assert\` with the values that differed. Tests are plain functions; no classes are required.

## Choosing test cases

- **Typical values**: a normal input such as 65.
- **Boundaries**: exactly where behaviour changes, here 39, 40, 0 and 100. Off-by-one mistakes live at boundaries.
- **Invalid input**: values the function should reject, checked with \`pytest.raises\`.
- **Empty cases**: an empty list or string, if the function accepts one.

Compare floats with \`pytest.approx\`, never with plain equality.

## Tests as a habit

Write a test when you fix a bug, so the bug cannot quietly return. Small functions that take arguments and return values are far easier to test than code that reads input and prints, which is one more reason to keep input and output at the edges of your program.`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: data, files and testing',
          minutes: 6,
          passMark: 70,
          questions: [
            {
              prompt: 'Given scores = [72, 58, 91, 64], what is scores[-1]?',
              multiple: false,
              options: ['72', '64', '91', 'An IndexError'],
              correct: [1],
              explanation: 'Negative indexes count from the end, so -1 is the last item, 64.',
            },
            {
              prompt:
                'Which collection is immutable and can therefore be used as a dictionary key?',
              multiple: false,
              options: ['list', 'tuple', 'dict', 'A list of lists'],
              correct: [1],
              explanation:
                'Tuples cannot be changed once created, so they can be dictionary keys. Lists and dicts are mutable.',
            },
            {
              prompt: 'What does opening an existing file with mode "w" do?',
              multiple: false,
              options: [
                'Adds new text to the end of the file',
                'Empties the file before writing',
                'Raises an error because the file exists',
                'Opens it read-only',
              ],
              correct: [1],
              explanation:
                'Mode "w" creates the file or empties an existing one. Use "a" to append instead.',
            },
            {
              prompt: 'Why open files with a with statement?',
              multiple: false,
              options: [
                'It makes reading faster',
                'It closes the file automatically, even if an error occurs',
                'It is the only way to choose an encoding',
                'It prevents FileNotFoundError',
              ],
              correct: [1],
              explanation:
                'with closes the file when the block ends, whether normally or because of an exception. It does not stop a missing file from raising an error.',
            },
            {
              prompt: 'Which statements about pytest are true?',
              multiple: true,
              options: [
                'It runs functions whose names start with test',
                'It finds test files named test_*.py',
                'Tests must be methods of a class',
                'pytest.raises checks that code raises an expected exception',
              ],
              correct: [0, 1, 3],
              explanation:
                'pytest discovers test_*.py files and test functions, and tests can be plain functions. pytest.raises passes only if the expected exception is raised.',
            },
          ],
        },
      ],
    },
  ],
};
