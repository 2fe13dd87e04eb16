import { HOW_THIS_COURSE_WORKS, videoLesson } from './shared';
import type { SeedCurriculum } from './types';

export const curriculum: SeedCurriculum = {
  courseId: '6650a1c00000000000000001',
  chapters: [
    {
      title: 'Getting started with data',
      lessons: [
        HOW_THIS_COURSE_WORKS,
        {
          kind: 'text',
          title: 'Welcome to Data Science',
          minutes: 5,
          preview: true,
          body: `Data science is the craft of turning raw data into answers people can act on. It sits where programming, statistics and subject knowledge meet: you write code to gather and reshape data, use statistics to judge what the numbers really say, and rely on domain knowledge to ask questions worth answering.

## What you will learn

Over three chapters you will follow the same path a working analyst takes on almost every project:

1. **Ask** a clear, answerable question.
2. **Collect** the data, from files, databases or public APIs.
3. **Clean** it so that missing values, typos and duplicates do not mislead you.
4. **Explore** it with summary statistics and grouping.
5. **Communicate** the findings with honest, readable charts.

Real projects loop back through these steps many times, and most analysts find that cleaning takes far longer than they expected.

## Tools

You will work in Python 3 inside Jupyter notebooks, which mix code, output and notes in one document. The main libraries are **pandas** for tables of data, **Matplotlib** for charts, and Python's built-in **sqlite3** module for practising SQL without installing a database server. If you can write a loop and a function in Python, you have enough background to start.

## The capstone

The course ends with a capstone project: you pick a real public data set, such as your city's open data portal or a national statistics office release, and produce a short, well-argued report. Start noting questions you are curious about now; a good question makes the whole project easier.
`,
        },
        {
          kind: 'text',
          title: 'Loading and inspecting data with pandas',
          minutes: 7,
          body: `pandas is the standard Python library for tabular data. Its central object is the **DataFrame**: a table with named columns, where each column is a **Series** holding values of a single type.

## Reading a file

\`\`\`python
import pandas as pd

df = pd.read_csv("air_quality.csv")
print(df.shape)  # (rows, columns)
df.head()        # first five rows
\`\`\`

\`read_csv\` has cousins such as \`read_excel\`, \`read_json\` and \`read_sql_query\`, so the rest of your workflow looks the same wherever the data came from.

## First checks

Before doing any analysis, spend a few minutes getting to know the table:

| Command | What it tells you |
|---|---|
| \`df.info()\` | column names, data types and non-null counts |
| \`df.describe()\` | count, mean, standard deviation, min, quartiles and max of numeric columns |
| \`df["city"].value_counts()\` | how often each distinct value appears |
| \`df.dtypes\` | the type pandas inferred for each column |

Watch the types closely. A numeric column read as \`object\` usually means some cells contain text, such as "n/a" or a stray unit.

## Selecting data

Use square brackets for columns, \`loc\` for labels and \`iloc\` for integer positions:

\`\`\`python
df["pm25"]                       # one column as a Series
df[["city", "pm25"]]             # several columns as a DataFrame
df.loc[df["pm25"] > 35, "city"]  # rows matching a condition
df.iloc[0:3]                     # the first three rows by position
\`\`\`

A comparison such as \`df["pm25"] > 35\` produces a Series of True and False values; passing it back into the DataFrame keeps only the True rows. Combine conditions with \`&\` (and) and \`|\` (or), wrapping each one in parentheses.
`,
        },
      ],
    },
    {
      title: 'Cleaning, querying and exploring',
      lessons: [
        {
          kind: 'text',
          title: 'Cleaning messy data',
          minutes: 7,
          body: `Real data sets are rarely tidy. Sensors fail, people mistype, and systems export the same record twice. Cleaning is about finding these problems and deciding, deliberately, what to do about each one.

## Missing values

pandas marks missing entries as \`NaN\` (or \`NaT\` for dates). Count them per column first:

\`\`\`python
df.isna().sum()
\`\`\`

You then have three broad options:

- **Drop** rows with \`df.dropna(subset=["pm25"])\` when only a few are affected and they are missing at random.
- **Fill** them with \`fillna\`, for example using the column median, when dropping would throw away too much.
- **Keep** them and add a flag column, if the fact that a value is missing is itself informative.

Whichever you choose, write it down in your notes, because it changes your results.

## Duplicates and types

\`df.duplicated().sum()\` counts repeated rows and \`df.drop_duplicates()\` removes them. Fix column types explicitly:

\`\`\`python
df["date"] = pd.to_datetime(df["date"], errors="coerce")
df["pm25"] = pd.to_numeric(df["pm25"], errors="coerce")
\`\`\`

With \`errors="coerce"\`, values that cannot be converted become missing instead of raising an error, so check \`isna()\` again afterwards to see how many were affected.

## Inconsistent text

"London", "london " and "LONDON" are three different values to a computer. Normalise them with the string methods pandas provides through \`.str\`:

\`\`\`python
df["city"] = df["city"].str.strip().str.title()
\`\`\`

## Outliers

An extreme value may be an error (an air temperature of 999 °C) or a genuine event (a record heatwave). Investigate before deleting anything: plot the column, look at the original source, and remove only the values you can justify.
`,
        },
        {
          kind: 'text',
          title: 'Querying data with SQL',
          minutes: 7,
          body: `Much of the world's data lives in relational databases, and SQL (Structured Query Language) is how you ask them questions. Even if you do most of your analysis in pandas, you will often use SQL to pull just the rows you need.

## The shape of a query

\`\`\`sql
SELECT city, AVG(pm25) AS avg_pm25
FROM readings
WHERE reading_date >= '2024-01-01'
GROUP BY city
HAVING COUNT(*) >= 30
ORDER BY avg_pm25 DESC
LIMIT 10;
\`\`\`

Although you write \`SELECT\` first, the database logically processes the clauses in this order: \`FROM\`, \`WHERE\`, \`GROUP BY\`, \`HAVING\`, \`SELECT\`, \`ORDER BY\`, \`LIMIT\`. That explains a common surprise: \`WHERE\` filters individual rows before grouping, so it cannot refer to aggregates such as \`AVG\`. Use \`HAVING\` to filter groups after aggregation.

## Joining tables

Databases split information across tables to avoid repeating it. A join brings it back together:

\`\`\`sql
SELECT r.reading_date, r.pm25, s.city
FROM readings AS r
JOIN stations AS s ON r.station_id = s.id;
\`\`\`

A plain \`JOIN\` (an inner join) keeps only rows that match in both tables. A \`LEFT JOIN\` keeps every row from the left table and fills the right-hand columns with \`NULL\` where there is no match.

## SQL from Python

Python's built-in \`sqlite3\` module lets you practise without a server, and pandas turns the result straight into a DataFrame:

\`\`\`python
import sqlite3
import pandas as pd

conn = sqlite3.connect("air.db")
stations = pd.read_sql_query("SELECT * FROM stations LIMIT 5", conn)
\`\`\`

A good habit is to let the database do the heavy filtering and aggregation, and move only the result into pandas.
`,
        },
        {
          kind: 'text',
          title: 'Exploring data with summary statistics',
          minutes: 7,
          body: `Exploratory data analysis (EDA) is where you get to know your data before drawing conclusions. The goal is not to prove anything yet, but to spot patterns, oddities and questions worth pursuing.

## Centre and spread

The **mean** is the arithmetic average; the **median** is the middle value once the data are sorted. They react differently to extremes. Take five household incomes in thousands: 20, 25, 30, 35 and 400. The mean is 102, yet the median is 30, which describes a typical household far better. When data are skewed, report the median, or both.

For spread, the **standard deviation** measures how far values typically sit from the mean, while the **interquartile range** (the 75th percentile minus the 25th) describes the middle half of the data and, like the median, resists outliers.

## Grouping

Most interesting questions compare groups. In pandas the split-apply-combine pattern is \`groupby\`:

\`\`\`python
summary = (
    df.groupby("city")["pm25"]
    .agg(["count", "median", "mean"])
    .sort_values("median", ascending=False)
)
\`\`\`

Always include the count: a city with three readings should not be ranked alongside one with three thousand.

## Relationships

\`df[["pm25", "traffic"]].corr()\` gives the Pearson correlation coefficient, which runs from -1 to 1 and measures how closely two variables follow a straight-line relationship. Two warnings apply. First, correlation is not causation: ice-cream sales and drownings both rise in summer because of a third factor, the warm weather. Second, a coefficient near zero rules out only a *linear* relationship, so plot the data as well.

## Keep a log

Write down each question you asked and what you found, including dead ends. That log becomes the backbone of your final report.
`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: working with data',
          minutes: 6,
          passMark: 70,
          questions: [
            {
              prompt:
                'Which pandas method lists the column names, their data types and the count of non-null values?',
              multiple: false,
              options: ['df.describe()', 'df.info()', 'df.head()', 'df.value_counts()'],
              correct: [1],
              explanation:
                'df.info() summarises the structure of a DataFrame, including types and non-null counts. describe() gives summary statistics instead.',
            },
            {
              prompt:
                'Which of these are reasonable ways to handle missing values? Select all that apply.',
              multiple: true,
              options: [
                'Drop the affected rows when only a few are missing at random',
                'Fill them with a value such as the column median',
                'Keep them and add a flag column when missingness is informative',
                'Replace them silently and leave no record of the change',
              ],
              correct: [0, 1, 2],
              explanation:
                'Dropping, filling and flagging are all valid depending on the data. Whatever you choose should be written down, because it changes your results.',
            },
            {
              prompt:
                'Five household incomes (in thousands) are 20, 25, 30, 35 and 400. Which statistic best describes a typical household?',
              multiple: false,
              options: ['The mean, 102', 'The median, 30', 'The maximum, 400', 'The range, 380'],
              correct: [1],
              explanation:
                'The single extreme value pulls the mean up to 102, while the median of 30 is resistant to outliers and reflects a typical household.',
            },
            {
              prompt: 'Why can a SQL WHERE clause not filter on AVG(pm25)?',
              multiple: false,
              options: [
                'WHERE is processed before GROUP BY, so aggregates do not exist yet',
                'SQL cannot calculate averages',
                'WHERE only works on text columns',
                'ORDER BY must always come before WHERE',
              ],
              correct: [0],
              explanation:
                'The database filters rows with WHERE before grouping them. To filter on an aggregate, use HAVING, which runs after GROUP BY.',
            },
            {
              prompt:
                'Which statements about the Pearson correlation coefficient are true? Select all that apply.',
              multiple: true,
              options: [
                'It ranges from -1 to 1',
                'A strong correlation proves that one variable causes the other',
                'A value near zero rules out only a straight-line relationship',
                'It can only be calculated for text columns',
              ],
              correct: [0, 2],
              explanation:
                'Pearson correlation runs from -1 to 1 and measures linear association. Correlation is not causation, and a curved relationship can still exist when the coefficient is near zero.',
            },
            {
              prompt: 'What does errors="coerce" do in pd.to_numeric?',
              multiple: false,
              options: [
                'Turns values that cannot be converted into missing values',
                'Raises an error on the first bad value',
                'Deletes any row containing a bad value',
                'Converts bad values to zero',
              ],
              correct: [0],
              explanation:
                'With errors="coerce", unconvertible values become NaN instead of raising an error, so you should count missing values again afterwards.',
            },
          ],
        },
      ],
    },
    {
      title: 'Telling the story',
      lessons: [
        {
          kind: 'text',
          title: 'Telling stories with charts',
          minutes: 7,
          body: `A chart should answer one question at a glance. Before plotting, write that question down, then pick the chart type that answers it most directly.

## Choosing a chart

| Question | Good choice |
|---|---|
| How does a value change over time? | Line chart |
| How do categories compare? | Bar chart, sorted by value |
| How is one variable distributed? | Histogram or box plot |
| How do two numeric variables relate? | Scatter plot |

Pie charts are hard to read beyond two or three slices, because people judge angles far less accurately than lengths. A sorted bar chart almost always works better.

## A clear chart in Matplotlib

\`\`\`python
import matplotlib.pyplot as plt

monthly = df.groupby(df["date"].dt.to_period("M"))["pm25"].median()

fig, ax = plt.subplots(figsize=(8, 4))
monthly.plot(ax=ax)
ax.set_title("Fine particle pollution peaks every winter")
ax.set_ylabel("Median PM2.5 (µg/m³)")
ax.set_xlabel("")
fig.savefig("pm25_monthly.png", dpi=150, bbox_inches="tight")
\`\`\`

Notice the title: it states the finding, not just the variables. Readers remember a message far better than "PM2.5 by month".

## Honest design

- Start bar-chart axes at zero; a truncated axis exaggerates small differences.
- Label units and cite the data source.
- Use colour sparingly, to highlight the one series that matters, and never rely on red versus green alone, which many colour-blind readers cannot tell apart.
- Remove clutter such as heavy gridlines and 3D effects.

## Your capstone report

Structure your capstone like a short article: the question, the data and how you cleaned it, three or four key charts with message titles, and the limitations of your analysis. Aim for something a busy reader could understand in five minutes.
`,
        },
        videoLesson('what-data-science-is', 'What data science is'),
        {
          kind: 'quiz',
          title: 'Final quiz: analysis and storytelling',
          minutes: 5,
          passMark: 60,
          questions: [
            {
              prompt:
                'You want to compare the median pollution level across twelve cities. Which chart suits this best?',
              multiple: false,
              options: [
                'A bar chart sorted by value',
                'A pie chart',
                'A line chart',
                'A scatter plot',
              ],
              correct: [0],
              explanation:
                'Comparing categories is the job of a bar chart, and sorting the bars makes the ranking obvious at a glance.',
            },
            {
              prompt:
                'Which practices make a chart more honest and readable? Select all that apply.',
              multiple: true,
              options: [
                'Starting bar-chart axes at zero',
                'Labelling units and citing the data source',
                'Adding 3D effects for depth',
                'Writing a title that states the finding',
              ],
              correct: [0, 1, 3],
              explanation:
                'Zero-based bar axes, labelled units, cited sources and message titles all help readers. 3D effects add clutter and distort comparisons.',
            },
            {
              prompt: 'Why are pie charts with many slices hard to read?',
              multiple: false,
              options: [
                'People judge angles far less accurately than lengths',
                'Matplotlib cannot draw more than three slices',
                'Pie charts cannot show percentages',
                'Pie charts must always start at zero',
              ],
              correct: [0],
              explanation:
                'Our eyes compare lengths well but angles poorly, which is why a sorted bar chart usually communicates proportions better.',
            },
            {
              prompt: 'What does a LEFT JOIN return?',
              multiple: false,
              options: [
                'Every row from the left table, with NULLs where the right table has no match',
                'Only rows that match in both tables',
                'Every row from the right table only',
                'The left table with duplicates removed',
              ],
              correct: [0],
              explanation:
                'A LEFT JOIN keeps all rows of the left table. An inner JOIN would keep only the rows that match in both tables.',
            },
            {
              prompt:
                'Which of these are steps in the data science workflow used in this course? Select all that apply.',
              multiple: true,
              options: [
                'Ask a clear, answerable question',
                'Clean the data',
                'Communicate the findings with charts',
                'Skip exploration once you have a hypothesis',
              ],
              correct: [0, 1, 2],
              explanation:
                'The course follows ask, collect, clean, explore and communicate. Exploration is an essential step, not an optional one.',
            },
          ],
        },
      ],
    },
  ],
};
