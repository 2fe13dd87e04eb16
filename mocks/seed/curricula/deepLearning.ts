import { HOW_THIS_COURSE_WORKS, videoLesson } from './shared';
import type { SeedCurriculum } from './types';

export const curriculum: SeedCurriculum = {
  courseId: '6650a1c00000000000000003',
  chapters: [
    {
      title: 'Neural network basics',
      lessons: [
        HOW_THIS_COURSE_WORKS,
        {
          kind: 'text',
          title: 'Welcome to Deep Learning',
          minutes: 5,
          preview: true,
          body: `Deep learning is the branch of machine learning that uses neural networks with many layers. Instead of relying on hand-crafted features, a deep network learns its own representations directly from raw inputs such as pixels, audio samples or words. That ability is behind modern image recognition, speech transcription and large language models.

## How the course is built

We start from first principles and add one idea at a time:

1. **Neurons and layers**: what a network computes in a single forward pass.
2. **Learning**: loss functions, gradient descent and backpropagation, worked through by hand before any library does it for you.
3. **Training in practice**: writing a PyTorch training loop and running it on a GPU.
4. **Architectures**: convolutional networks for images, then recurrent networks and transformers for sequences such as text.

## What you need

You should be comfortable with Python and NumPy arrays. Some maths helps: the idea of a derivative, and multiplying a matrix by a vector. Each new formula is explained in words and in code alongside the symbols.

## Hardware

Small examples run happily on a laptop CPU. Training convolutional networks and transformers is dramatically faster on a GPU, which performs thousands of multiply-add operations in parallel. You do not need to buy one: hosted notebook services and cloud providers rent GPUs by the hour, and the practical lesson shows how to check that PyTorch can see the device and how to move your model and data onto it.

## A word on expectations

Deep learning rewards experimentation. Training runs fail, losses refuse to fall and tensor shapes do not match. Treat each error message as information, keep notes on what you tried, and you will build intuition quickly.
`,
        },
        {
          kind: 'text',
          title: 'Neurons, layers and activations',
          minutes: 7,
          body: `A neural network is built from simple units stacked together. Understanding one unit makes the whole network far less mysterious.

## A single neuron

A neuron takes inputs x₁ … xₙ, multiplies each by a weight, adds a bias and applies an **activation function** f:

*output = f(w₁x₁ + w₂x₂ + … + wₙxₙ + b)*

The weights and the bias are the parameters the network learns.

## Layers

A **fully connected** (dense) layer is many neurons reading the same inputs. In matrix form it computes f(Wx + b), where each row of W holds one neuron's weights. A layer with 3 inputs and 4 outputs therefore has 3 × 4 = 12 weights plus 4 biases: 16 parameters. Stacking layers gives a *deep* network; the layers between input and output are called hidden layers.

## Why activations matter

Without a non-linear activation, stacking layers gains nothing: a linear function of a linear function is still linear, so a hundred layers would collapse into the equivalent of one. Common choices:

| Activation | Formula | Typical use |
|---|---|---|
| ReLU | max(0, z) | Hidden layers; cheap and trains well |
| Sigmoid | 1 / (1 + e^(−z)) | Output for a yes/no probability |
| Tanh | (e^z − e^(−z)) / (e^z + e^(−z)) | Values between −1 and 1; common inside RNNs |
| Softmax | e^(zᵢ) divided by the sum of all e^(zⱼ) | Output over several classes; sums to 1 |

## A forward pass in NumPy

\`\`\`python
import numpy as np

x = np.array([0.5, -1.2, 3.0])
W = np.random.randn(4, 3) * 0.1
b = np.zeros(4)
h = np.maximum(0, W @ x + b)  # ReLU layer with 4 outputs
\`\`\`

Running inputs through every layer in turn like this is the **forward pass**. The next chapter shows how the network adjusts W and b so that its outputs improve.
`,
        },
      ],
    },
    {
      title: 'How networks learn',
      lessons: [
        {
          kind: 'text',
          title: 'Gradient descent and backpropagation',
          minutes: 9,
          body: `A network learns by nudging its parameters to reduce a **loss**, a single number measuring how wrong its predictions are. For regression the usual loss is mean squared error; for classification it is cross-entropy, which heavily punishes confident wrong answers.

## Gradient descent

The gradient of the loss with respect to a parameter tells you which way the loss increases fastest, so we step the other way:

*w ← w − η × ∂L/∂w*

Here η (eta) is the **learning rate**. Too large and the loss bounces around or explodes; too small and training crawls. In practice we compute the gradient on a small random **mini-batch** of examples rather than the whole data set, which is called stochastic gradient descent (SGD).

## Backpropagation is the chain rule

Backpropagation computes every gradient efficiently by working backwards from the loss, applying the chain rule at each step. Take one neuron with no activation and a squared-error loss:

- z = w·x + b, the prediction ŷ = z, and L = (ŷ − y)²
- ∂L/∂ŷ = 2(ŷ − y)
- ∂ŷ/∂z = 1 and ∂z/∂w = x
- so ∂L/∂w = 2(ŷ − y) · x

With x = 2, w = 0.5, b = 0 and target y = 3, the prediction is ŷ = 1, so ∂L/∂w = 2 × (1 − 3) × 2 = −8. The gradient is negative, so gradient descent *increases* w, pushing the prediction towards 3. With η = 0.1 the new weight is 0.5 + 0.8 = 1.3.

## Why it scales

A deep network is a long chain of such functions. The backward pass reuses each layer's intermediate results from the forward pass, so computing all the gradients costs only a small multiple of one forward pass. Frameworks like PyTorch record operations during the forward pass and run this backward pass for you, a technique called automatic differentiation.

## Vanishing gradients

Multiplying many small derivatives together can shrink gradients towards zero in early layers, stalling their learning. ReLU activations, careful weight initialisation and residual connections all help.
`,
        },
        {
          kind: 'text',
          title: 'Training a network in PyTorch',
          minutes: 8,
          body: `PyTorch is the most widely used framework in deep learning research. Its core object is the **tensor**, an n-dimensional array like a NumPy array that can live on a GPU and track gradients.

## Using the GPU

\`\`\`python
import torch
from torch import nn

device = "cuda" if torch.cuda.is_available() else "cpu"
print(device)
\`\`\`

On a cloud notebook, choose a GPU runtime or instance type first; \`torch.cuda.is_available()\` should then return \`True\`. The model and every batch of data must be on the same device, otherwise PyTorch raises an error.

## Defining a model

\`\`\`python
model = nn.Sequential(
    nn.Flatten(),
    nn.Linear(28 * 28, 128),
    nn.ReLU(),
    nn.Linear(128, 10),
).to(device)

loss_fn = nn.CrossEntropyLoss()
optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
\`\`\`

The last layer outputs raw scores called logits. \`CrossEntropyLoss\` applies log-softmax internally, so you should not add a softmax layer yourself.

## The training loop

\`\`\`python
for epoch in range(5):
    model.train()
    for images, labels in train_loader:
        images, labels = images.to(device), labels.to(device)
        logits = model(images)          # forward pass
        loss = loss_fn(logits, labels)  # measure the error
        optimizer.zero_grad()           # clear old gradients
        loss.backward()                 # backpropagation
        optimizer.step()                # update the weights
\`\`\`

These five steps (forward, loss, zero the gradients, backward, step) appear in almost every PyTorch project. Forgetting \`zero_grad\` is a classic bug, because PyTorch accumulates gradients across batches by default.

## Evaluating

Call \`model.eval()\` and wrap evaluation in \`with torch.no_grad():\` so that PyTorch skips gradient tracking, saving memory and time. Track the validation loss every epoch: if it starts rising while the training loss keeps falling, the model is overfitting.

## Cloud costs

GPU instances are billed while they are running, whether or not you are training. Save checkpoints with \`torch.save(model.state_dict(), "model.pt")\` and shut the machine down when you finish.
`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: how networks learn',
          minutes: 6,
          passMark: 70,
          questions: [
            {
              prompt: 'Why do neural networks need non-linear activation functions?',
              multiple: false,
              options: [
                'Without them, any stack of layers collapses into a single linear function',
                'They make the forward pass faster',
                'They remove the need for a loss function',
                'They guarantee the network cannot overfit',
              ],
              correct: [0],
              explanation:
                'A linear function of a linear function is still linear, so without non-linearities extra layers add no expressive power.',
            },
            {
              prompt:
                'How many learnable parameters does a dense layer with 3 inputs and 4 outputs have?',
              multiple: false,
              options: ['7', '12', '15', '16'],
              correct: [3],
              explanation:
                'There are 3 × 4 = 12 weights plus one bias for each of the 4 outputs, giving 16 parameters.',
            },
            {
              prompt:
                'For one neuron with ŷ = w·x + b and L = (ŷ − y)², what is ∂L/∂w when x = 2, w = 0.5, b = 0 and y = 3?',
              multiple: false,
              options: ['−8', '8', '−4', '2'],
              correct: [0],
              explanation: 'The prediction is 1, so ∂L/∂w = 2(ŷ − y)·x = 2 × (1 − 3) × 2 = −8.',
            },
            {
              prompt:
                'Which calls belong in each iteration of a standard PyTorch training loop? Select all that apply.',
              multiple: true,
              options: [
                'optimizer.zero_grad()',
                'loss.backward()',
                'optimizer.step()',
                'torch.save() on every batch',
              ],
              correct: [0, 1, 2],
              explanation:
                'Each batch needs a forward pass, a loss, zeroed gradients, backward() and step(). Checkpoints are saved occasionally, not on every batch.',
            },
            {
              prompt: 'Which techniques help against vanishing gradients? Select all that apply.',
              multiple: true,
              options: [
                'ReLU activations',
                'Careful weight initialisation',
                'Residual connections',
                'A much larger learning rate',
              ],
              correct: [0, 1, 2],
              explanation:
                'ReLU, sensible initialisation and residual connections keep gradients flowing to early layers. A large learning rate does not fix shrinking gradients and can make training unstable.',
            },
            {
              prompt: 'Why should you not add a softmax layer before nn.CrossEntropyLoss?',
              multiple: false,
              options: [
                'The loss applies log-softmax internally and expects raw logits',
                'Softmax only works on a CPU',
                'Softmax outputs are always negative',
                'CrossEntropyLoss is only for regression',
              ],
              correct: [0],
              explanation:
                'CrossEntropyLoss combines log-softmax with the loss, so the model should output raw scores (logits).',
            },
          ],
        },
      ],
    },
    {
      title: 'Architectures for images and text',
      lessons: [
        {
          kind: 'text',
          title: 'Convolutional networks for images',
          minutes: 8,
          body: `A 224 × 224 colour image holds 224 × 224 × 3 = 150,528 input values. Connecting every one of them to each of 1,000 neurons in a dense layer would need over 150 million weights, and the network would have no idea that neighbouring pixels belong together. Convolutional neural networks (CNNs) solve both problems.

## Convolution

A convolutional layer slides small **filters** (also called kernels), typically 3 × 3, across the image. At each position it computes a weighted sum of the pixels under the filter, producing a **feature map** that shows where a pattern occurs. Two ideas make this efficient:

- **Local connectivity**: each output looks at a small neighbourhood only.
- **Weight sharing**: the same filter is reused at every position, so a 3 × 3 filter on a 3-channel image has just 27 weights plus a bias, wherever the edge or texture appears.

Early layers learn edges and colour blobs; deeper layers combine them into textures, parts and whole objects.

## Pooling and stride

Max pooling keeps the largest value in each small window, often 2 × 2, halving the height and width. A stride greater than 1 in a convolution achieves similar downsampling. Shrinking the maps reduces computation and lets later filters see a wider area of the original image.

## A small CNN in PyTorch

\`\`\`python
from torch import nn

cnn = nn.Sequential(
    nn.Conv2d(3, 32, kernel_size=3, padding=1), nn.ReLU(),
    nn.MaxPool2d(2),
    nn.Conv2d(32, 64, kernel_size=3, padding=1), nn.ReLU(),
    nn.MaxPool2d(2),
    nn.Flatten(),
    nn.Linear(64 * 8 * 8, 10),
)
\`\`\`

For 32 × 32 inputs, each pooling step halves the size, 32 → 16 → 8, hence 64 × 8 × 8 features reach the final layer.

## Transfer learning

Training a large CNN from scratch needs a great deal of data. A faster route is to start from a network pre-trained on ImageNet, such as a ResNet, replace its final layer and fine-tune it on your own images. Data augmentation, such as random crops and flips, further reduces overfitting.
`,
        },
        {
          kind: 'text',
          title: 'From RNNs to transformers',
          minutes: 8,
          body: `Text is a sequence, and the meaning of a word depends on the words around it. Before a network can read text, the text is split into **tokens** (words or sub-word pieces), and each token is mapped to an integer and then to a learned vector called an **embedding**.

## Recurrent neural networks

An RNN reads a sequence one token at a time, updating a hidden state: hₜ = tanh(W·xₜ + U·hₜ₋₁ + b). The hidden state acts as a memory of everything read so far. Two problems limit plain RNNs:

- Gradients pass backwards through every time step, so over long sequences they tend to vanish and the network forgets early words.
- Each step depends on the previous one, so training cannot be parallelised across the sequence.

**LSTMs** and **GRUs** add gates that decide what to keep, forget and output, which greatly improves long-range memory, but the sequential bottleneck remains.

## Attention and transformers

The transformer, introduced in the 2017 paper "Attention Is All You Need", drops recurrence altogether. In **self-attention**, every token produces a query, a key and a value vector. A token's query is compared with every token's key using a scaled dot product, the scores go through softmax, and the output is the weighted average of the values. Each word can therefore draw directly on any other word, however far away, and all positions are computed in parallel on a GPU.

Because attention on its own ignores word order, transformers add **positional encodings** to the embeddings. A transformer block combines multi-head attention with a small feed-forward network, residual connections and layer normalisation, and large models stack dozens of these blocks.

## Two main designs

| Design | Example | Good for |
|---|---|---|
| Encoder | BERT | Classification, search, tagging |
| Decoder | GPT | Generating text one token at a time |

In PyTorch, \`nn.TransformerEncoderLayer\` implements a standard block, and libraries such as Hugging Face Transformers provide pre-trained models ready to fine-tune.
`,
        },
        videoLesson('what-data-science-is', 'What data science is'),
        {
          kind: 'quiz',
          title: 'Final quiz: CNNs, RNNs and transformers',
          minutes: 5,
          passMark: 60,
          questions: [
            {
              prompt:
                'How many weights, not counting the bias, does one 3 × 3 filter have on a 3-channel colour image?',
              multiple: false,
              options: ['9', '27', '28', '150,528'],
              correct: [1],
              explanation:
                'The filter covers 3 × 3 positions across 3 channels, which is 27 weights, shared across every position in the image.',
            },
            {
              prompt: 'Which ideas make CNNs efficient for images? Select all that apply.',
              multiple: true,
              options: [
                'Local connectivity',
                'Weight sharing',
                'Connecting every pixel to every neuron',
                'Pooling to downsample feature maps',
              ],
              correct: [0, 1, 3],
              explanation:
                'CNNs look at small neighbourhoods, reuse each filter everywhere and shrink maps with pooling. Connecting every pixel to every neuron is what a dense layer does.',
            },
            {
              prompt: 'What is the main training advantage of transformers over RNNs?',
              multiple: false,
              options: [
                'All positions in a sequence can be processed in parallel',
                'They do not need embeddings',
                'They never need a GPU',
                'They read text strictly one token at a time',
              ],
              correct: [0],
              explanation:
                'RNNs must process tokens one after another, while self-attention computes every position at once, which suits GPUs.',
            },
            {
              prompt: 'Why do transformers add positional encodings to the embeddings?',
              multiple: false,
              options: [
                'Attention on its own ignores word order',
                'To reduce the size of the vocabulary',
                'To replace the softmax in attention',
                'To stop gradients from vanishing',
              ],
              correct: [0],
              explanation:
                'Self-attention treats its inputs as a set, so position information has to be added explicitly.',
            },
            {
              prompt: 'Which statements about self-attention are true? Select all that apply.',
              multiple: true,
              options: [
                'Every token produces a query, a key and a value',
                'Attention scores are passed through softmax',
                'Each token can only attend to the token immediately before it',
                'The output is a weighted average of the value vectors',
              ],
              correct: [0, 1, 3],
              explanation:
                'Queries are compared with keys, the softmax turns scores into weights, and those weights average the values. Any token can attend to any other.',
            },
          ],
        },
      ],
    },
  ],
};
