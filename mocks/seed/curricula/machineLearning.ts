import { HOW_THIS_COURSE_WORKS, videoLesson } from './shared';
import type { SeedCurriculum } from './types';

export const curriculum: SeedCurriculum = {
  courseId: '6650a1c00000000000000002',
  chapters: [
    {
      title: 'Foundations of machine learning',
      lessons: [
        HOW_THIS_COURSE_WORKS,
        {
          kind: 'text',
          title: 'Welcome to Machine Learning',
          minutes: 5,
          preview: true,
          body: `Machine learning (ML) is the practice of building programs that improve at a task by learning patterns from data, rather than following rules a programmer wrote by hand. A spam filter, for example, is never told which words signal spam; it infers that from thousands of labelled emails.

## Two families of problems

- **Supervised learning** uses examples that come with the right answer, called the *label* or *target*. If the target is a number, such as a house price, the task is **regression**. If it is a category, such as spam or not spam, the task is **classification**.
- **Unsupervised learning** has no labels. The goal is to discover structure, for instance grouping customers with similar buying habits or compressing many features into a few.

## The workflow you will practise

1. Frame the problem and choose a metric that reflects what success really means.
2. Split the data so that some is held back for an honest final test.
3. Prepare features: scale, encode and create useful new columns.
4. Train several candidate models and compare them with cross-validation.
5. Evaluate the winner once on the held-out test set.

## Tools

All labs use Python with **scikit-learn**, whose models share one interface: you create an estimator, call \`fit(X, y)\` to train it and \`predict(X)\` to use it. Learning that pattern once lets you swap between linear models, decision trees and gradient boosting by changing a line or two. You should be comfortable with basic Python and pandas; the maths is introduced as it is needed, with intuition first.

By the end you will understand not just how to train a model, but how to tell whether it can be trusted.
`,
        },
        {
          kind: 'text',
          title: 'Linear and logistic regression',
          minutes: 7,
          body: `Linear models are the natural starting point: they are fast, easy to interpret and surprisingly hard to beat on many tabular problems.

## Linear regression

Linear regression predicts a number as a weighted sum of the features plus an intercept:

*price = w₁ × area + w₂ × bedrooms + b*

Training finds the weights that minimise the **mean squared error** (MSE), the average of the squared differences between predictions and true values. Squaring means that large errors are penalised heavily.

\`\`\`python
from sklearn.linear_model import LinearRegression

model = LinearRegression()
model.fit(X_train, y_train)
print(model.coef_, model.intercept_)
predictions = model.predict(X_test)
\`\`\`

Each coefficient says how much the prediction changes when that feature rises by one unit while the others are held fixed, which makes the model easy to explain to stakeholders.

## Logistic regression

Despite its name, logistic regression is a **classification** model. It computes a weighted sum just as linear regression does, then passes it through the sigmoid function, 1 / (1 + e^(−z)), which squashes any number into the range 0 to 1. The result is read as a probability, and for a two-class problem scikit-learn predicts the positive class when that probability exceeds 0.5.

\`\`\`python
from sklearn.linear_model import LogisticRegression

clf = LogisticRegression(max_iter=1000)
clf.fit(X_train, y_train)
clf.predict_proba(X_test[:3])  # probabilities for each class
\`\`\`

## Limits

Both models assume the target relates to the features in a roughly linear way. Curved relationships and interactions, such as the value of a garden depending on which city the house is in, need new features or more flexible models, which you will meet later in the course.
`,
        },
      ],
    },
    {
      title: 'Building models you can trust',
      lessons: [
        {
          kind: 'text',
          title: 'Evaluating models and spotting overfitting',
          minutes: 8,
          body: `A model is only useful if it performs well on data it has never seen. Measuring that honestly is the most important skill in this course.

## Hold data back

\`\`\`python
from sklearn.model_selection import train_test_split, cross_val_score

X_train, X_test, y_train, y_test = train_test_split(
    X, y, test_size=0.2, random_state=42, stratify=y
)
scores = cross_val_score(model, X_train, y_train, cv=5, scoring="f1")
\`\`\`

Use the test set once, at the very end. For choosing between models and settings, use **k-fold cross-validation** on the training data: the data is split into k folds, the model is trained k times, each time validated on a different fold, and the k scores are averaged.

## Classification metrics

Accuracy can mislead. If 99% of transactions are legitimate, a model that always answers "legitimate" scores 99% accuracy and catches no fraud at all. The confusion matrix counts true positives (TP), false positives (FP) and false negatives (FN), giving a fuller picture:

| Metric | Formula | Question it answers |
|---|---|---|
| Precision | TP / (TP + FP) | Of the cases flagged, how many were right? |
| Recall | TP / (TP + FN) | Of the real positives, how many were found? |
| F1 | Harmonic mean of the two | A single balance of both |

## Overfitting and underfitting

An **overfit** model memorises noise: its training score is excellent but its validation score is much worse. An **underfit** model is too simple and scores poorly on both. Remedies for overfitting include more data, a simpler model, fewer features and **regularisation**, which penalises large weights. In scikit-learn, \`Ridge\` adds an L2 penalty and \`Lasso\` an L1 penalty, which can shrink some weights to exactly zero; the \`alpha\` parameter sets the strength.
`,
        },
        {
          kind: 'text',
          title: 'Feature engineering and pipelines',
          minutes: 8,
          body: `Feature engineering means turning raw columns into inputs a model can learn from. On tabular data it often improves results more than switching algorithms does.

## Common transformations

- **Scaling.** Models based on distances or gradients, such as k-nearest neighbours, support vector machines and regularised linear models, work best when features share a similar scale. \`StandardScaler\` subtracts the mean and divides by the standard deviation.
- **Encoding categories.** Models need numbers, so a column such as \`colour\` with the values red, green and blue becomes three 0/1 columns with \`OneHotEncoder\`.
- **Creating features.** Domain knowledge pays off: price per square metre, the day of the week from a timestamp, or the ratio of debt to income can carry far more signal than the raw columns.
- **Filling gaps.** \`SimpleImputer\` replaces missing values with the mean, median or most frequent value.

## Avoid data leakage

Leakage happens when information from the validation or test data sneaks into training. A classic mistake is fitting a scaler on the whole data set before splitting, so training has already seen the test set's mean. Another is using a feature that would not be available at prediction time, such as "refund issued" when predicting fraud.

## Pipelines

A \`Pipeline\` bundles preprocessing and model together, so that every step is fitted only on the training folds:

\`\`\`python
from sklearn.compose import ColumnTransformer
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import OneHotEncoder, StandardScaler
from sklearn.linear_model import LogisticRegression

prep = ColumnTransformer([
    ("num", StandardScaler(), ["age", "income"]),
    ("cat", OneHotEncoder(handle_unknown="ignore"), ["region"]),
])
pipe = make_pipeline(prep, LogisticRegression(max_iter=1000))
pipe.fit(X_train, y_train)
\`\`\`

Pass the whole pipeline to \`cross_val_score\` and leakage from preprocessing disappears.
`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: building reliable models',
          minutes: 6,
          passMark: 70,
          questions: [
            {
              prompt:
                'You want to predict the sale price of a house in pounds. What kind of task is this?',
              multiple: false,
              options: ['Regression', 'Classification', 'Clustering', 'Dimensionality reduction'],
              correct: [0],
              explanation:
                'The target is a number learned from labelled examples, which makes it a supervised regression task.',
            },
            {
              prompt: 'What is the formula for recall?',
              multiple: false,
              options: ['TP / (TP + FN)', 'TP / (TP + FP)', '(TP + FP) / TP', 'FP / (FP + FN)'],
              correct: [0],
              explanation:
                'Recall asks how many of the real positives were found, so it divides the true positives by all actual positives, TP + FN.',
            },
            {
              prompt: 'Which of these can help reduce overfitting? Select all that apply.',
              multiple: true,
              options: [
                'Collecting more training data',
                'Adding regularisation, for example with Ridge or Lasso',
                'Choosing a simpler model',
                'Judging the model by its training score alone',
              ],
              correct: [0, 1, 2],
              explanation:
                'More data, regularisation and simpler models all reduce overfitting. The training score cannot reveal overfitting, because an overfit model scores well on it.',
            },
            {
              prompt: 'Which of these is an example of data leakage?',
              multiple: false,
              options: [
                'Fitting a StandardScaler on the whole data set before splitting it',
                'Using five-fold cross-validation on the training set',
                'Keeping the test set aside until the very end',
                'Putting preprocessing and the model in one Pipeline',
              ],
              correct: [0],
              explanation:
                'Fitting the scaler before splitting lets the training step see statistics from the test data. A Pipeline inside cross-validation prevents this.',
            },
            {
              prompt: 'Which statements about logistic regression are true? Select all that apply.',
              multiple: true,
              options: [
                'It is a classification model',
                'It uses the sigmoid function to produce values between 0 and 1',
                'It is designed to predict continuous values such as prices',
                'For two classes, scikit-learn predicts the positive class when the probability exceeds 0.5',
              ],
              correct: [0, 1, 3],
              explanation:
                'Despite its name, logistic regression classifies: the sigmoid turns a weighted sum into a probability, which is thresholded at 0.5 by default.',
            },
            {
              prompt:
                'A model scores 0.99 on the training data but only 0.70 in cross-validation. What is the most likely problem?',
              multiple: false,
              options: [
                'Overfitting',
                'Underfitting',
                'The metric is the wrong type',
                'The data has no labels',
              ],
              correct: [0],
              explanation:
                'A large gap between a high training score and a lower validation score is the classic sign of a model that has memorised noise.',
            },
          ],
        },
      ],
    },
    {
      title: 'More powerful methods',
      lessons: [
        {
          kind: 'text',
          title: 'From decision trees to gradient boosting',
          minutes: 8,
          body: `Tree-based models dominate many real-world problems on tabular data, such as credit scoring and demand forecasting. They capture non-linear relationships and feature interactions without you having to engineer them by hand.

## Decision trees

A decision tree asks a sequence of yes/no questions, such as "is income above 40,000?", splitting the data at each node to make the resulting groups as pure as possible. For classification, scikit-learn measures purity with Gini impurity by default; for regression it uses squared error. Trees need no feature scaling and are easy to visualise, but a deep tree can memorise the training set, so limit it with \`max_depth\` or \`min_samples_leaf\`.

## Random forests

A random forest trains many trees independently, each on a bootstrap sample of the rows (drawn with replacement) and considering only a random subset of features at each split. Averaging their votes cancels out much of the individual trees' variance. Forests are robust with default settings, which makes them an excellent baseline.

## Gradient boosting

Boosting builds trees **sequentially**. Each new, usually shallow, tree is fitted to the errors (more precisely, the gradient of the loss) left by the trees before it, and its contribution is scaled down by a **learning rate**. A smaller learning rate generally needs more trees but generalises better.

\`\`\`python
from sklearn.ensemble import HistGradientBoostingClassifier

gb = HistGradientBoostingClassifier(
    learning_rate=0.1, max_iter=300, early_stopping=True
)
gb.fit(X_train, y_train)
\`\`\`

Libraries such as XGBoost, LightGBM and CatBoost implement the same idea with extra speed and features.

## Which to pick?

| Model | Strength | Watch out for |
|---|---|---|
| Single tree | Easy to explain | Overfits quickly |
| Random forest | Strong with little tuning | Large, slower to predict |
| Gradient boosting | Often the most accurate | Needs careful tuning |
`,
        },
        {
          kind: 'text',
          title: 'Unsupervised learning: clustering and PCA',
          minutes: 7,
          body: `Without labels there is no right answer to predict, so unsupervised learning looks for structure instead. Two techniques cover a large share of practical use: clustering and dimensionality reduction.

## k-means clustering

k-means groups points into *k* clusters. It starts with k centroids, assigns each point to its nearest centroid, moves each centroid to the mean of the points assigned to it, and repeats until the assignments stop changing.

\`\`\`python
from sklearn.cluster import KMeans
from sklearn.preprocessing import StandardScaler

X_scaled = StandardScaler().fit_transform(X)
km = KMeans(n_clusters=4, n_init=10, random_state=0)
labels = km.fit_predict(X_scaled)
\`\`\`

Points to remember:

- You choose *k*. Plot the inertia (the sum of squared distances from each point to its centroid) for several values and look for an "elbow", or compare silhouette scores.
- k-means relies on distances, so scale the features first, or the one measured in the largest units will dominate.
- It works best on roughly round clusters of similar size. Density-based methods such as DBSCAN cope better with irregular shapes and can label outliers as noise.

## Principal component analysis

PCA finds new axes, the principal components, that capture as much of the variance in the data as possible. The first component points in the direction of greatest spread, the second is the best direction at right angles to it, and so on. Keeping only the first few components compresses the data while losing little information.

\`\`\`python
from sklearn.decomposition import PCA

pca = PCA(n_components=2)
X_2d = pca.fit_transform(X_scaled)
print(pca.explained_variance_ratio_)
\`\`\`

Uses include visualising high-dimensional data in two dimensions, removing noise and speeding up later models. The trade-off is interpretability: each component is a blend of the original features.
`,
        },
        videoLesson('what-data-science-is', 'What data science is'),
        {
          kind: 'quiz',
          title: 'Final quiz: trees, boosting and clustering',
          minutes: 5,
          passMark: 60,
          questions: [
            {
              prompt: 'How does gradient boosting differ from a random forest?',
              multiple: false,
              options: [
                'Boosting builds trees one after another, each correcting the errors of the previous ones',
                'Boosting trains a single very deep tree',
                'Boosting trains trees independently on bootstrap samples and averages them',
                'Boosting only works for unsupervised problems',
              ],
              correct: [0],
              explanation:
                'Random forests train trees independently and average them, while gradient boosting adds trees sequentially, each fitted to the remaining errors.',
            },
            {
              prompt: 'Which statements about k-means are true? Select all that apply.',
              multiple: true,
              options: [
                'You choose the number of clusters, k',
                'Features should usually be scaled first',
                'It always finds the correct number of clusters by itself',
                'Each point is assigned to its nearest centroid',
              ],
              correct: [0, 1, 3],
              explanation:
                'k-means needs k to be chosen, for example with the elbow method, and relies on distances, so scaling matters.',
            },
            {
              prompt: 'What does the first principal component in PCA capture?',
              multiple: false,
              options: [
                'The direction of greatest variance in the data',
                'The single most important original feature',
                'The cluster with the most points',
                'The target variable',
              ],
              correct: [0],
              explanation:
                'PCA builds new axes, and the first one points in the direction along which the data is most spread out.',
            },
            {
              prompt:
                'In gradient boosting, what is the usual effect of lowering the learning rate?',
              multiple: false,
              options: [
                'More trees are needed, but the model tends to generalise better',
                'Fewer trees are needed and accuracy always drops',
                'Feature scaling becomes mandatory',
                'The model turns into a random forest',
              ],
              correct: [0],
              explanation:
                'Each tree contributes less with a smaller learning rate, so more trees are required, which usually gives a model that generalises better.',
            },
            {
              prompt: 'Which of these are unsupervised learning tasks? Select all that apply.',
              multiple: true,
              options: [
                'Grouping customers by their buying habits',
                'Compressing many features into two with PCA',
                'Predicting house prices from labelled sales',
                'Classifying emails as spam using labelled examples',
              ],
              correct: [0, 1],
              explanation:
                'Unsupervised learning works without labels, as in clustering and PCA. Predicting prices or spam from labelled examples is supervised.',
            },
          ],
        },
      ],
    },
  ],
};
