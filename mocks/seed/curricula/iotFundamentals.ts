import { HOW_THIS_COURSE_WORKS, videoLesson } from './shared';
import type { SeedCurriculum } from './types';

export const curriculum: SeedCurriculum = {
  courseId: '6650a1c00000000000000005',
  chapters: [
    {
      title: 'Devices and sensors',
      lessons: [
        HOW_THIS_COURSE_WORKS,
        {
          kind: 'text',
          title: 'Welcome to IoT Fundamentals',
          minutes: 5,
          preview: true,
          body: `The Internet of Things (IoT) is the practice of giving ordinary objects a small computer, some sensors and a network connection, so they can report what they measure and react to commands. A greenhouse that texts you when the soil is dry, a factory motor that warns of rising vibration, and a smart meter that reports electricity use every half hour are all IoT systems.

## The pipeline you will build

Every project in this course follows the same path, and each chapter covers part of it:

1. **Sense**: a microcontroller reads a temperature, humidity or light sensor.
2. **Send**: the device joins Wi-Fi and publishes readings over MQTT, a lightweight messaging protocol.
3. **Store**: a cloud service receives the messages and writes them to a time-series database.
4. **Secure**: encryption, per-device credentials and signed updates protect every hop.

## What you need

- An ESP32 development board (about the price of a takeaway lunch), a USB data cable and a breadboard.
- A BME280 temperature, humidity and pressure sensor, a light-dependent resistor, a 10 kΩ resistor and a few jumper wires.
- A computer with Thonny or Visual Studio Code installed. We program the board in **MicroPython**, a version of Python 3 made for microcontrollers.

No electronics background is assumed. You should be comfortable reading short Python programs; if you are not, spend an evening on a Python basics tutorial first.

## Working safely

Everything here runs at 3.3 V or 5 V from USB, which is safe to touch. Still, unplug the board before rewiring, double-check which pin is ground, and never connect mains electricity to your projects.`,
        },
        {
          kind: 'text',
          title: 'Microcontrollers and the ESP32',
          minutes: 7,
          body: `A **microcontroller** is a complete computer on one chip: processor, memory and input/output pins. Unlike the processor in a laptop, it runs a single program from the moment it powers up, has no operating system in the usual sense, and uses very little energy. That makes it ideal for devices that must run for months on a battery.

## Comparing common boards

| Board | Processor | RAM | Wireless | Logic level |
| --- | --- | --- | --- | --- |
| Arduino Uno | ATmega328P, 16 MHz | 2 KB | none | 5 V |
| ESP32 DevKit | dual-core, up to 240 MHz | about 520 KB | Wi-Fi and Bluetooth | 3.3 V |
| Raspberry Pi Pico W | RP2040, dual-core 133 MHz | 264 KB | Wi-Fi | 3.3 V |

A Raspberry Pi 4, by contrast, is a **single-board computer**: it runs Linux, has gigabytes of memory and is better suited to a gateway than to a battery-powered sensor.

This course uses the ESP32 because Wi-Fi is built in and it runs MicroPython well.

## GPIO pins

General-purpose input/output (GPIO) pins can be set as outputs to drive an LED or relay, or as inputs to read a button. ESP32 pins work at **3.3 V**: connecting a 5 V signal directly can damage the chip, so use a level shifter or a voltage divider for 5 V parts.

\`\`\`python
from machine import Pin
import time

led = Pin(2, Pin.OUT)        # on-board LED on many DevKit boards
button = Pin(0, Pin.IN, Pin.PULL_UP)

while True:
    led.value(not button.value())   # pressed pulls the pin low
    time.sleep_ms(20)
\`\`\`

The internal **pull-up** resistor holds the input at 3.3 V until the button connects it to ground, so the pin never floats at an undefined level. Save this program as \`main.py\` on the board and it will run every time the board powers on.`,
        },
        {
          kind: 'text',
          title: 'Reading analog and digital sensors',
          minutes: 8,
          body: `Sensors turn a physical quantity into an electrical signal. How you read them depends on whether that signal is analog or digital.

## Analog sensors and the ADC

An analog sensor, such as a light-dependent resistor in a voltage divider, produces a voltage that varies smoothly. The microcontroller's **analog-to-digital converter** (ADC) turns that voltage into a number. The ESP32's ADC has 12-bit resolution, so it reports 2¹² = 4096 levels, from 0 to 4095.

\`\`\`python
from machine import ADC, Pin

ldr = ADC(Pin(34))
ldr.atten(ADC.ATTN_11DB)   # measure roughly 0 to 3.3 V
raw = ldr.read()           # 0..4095
print(raw, raw / 4095 * 100, "% light")
\`\`\`

The ESP32's ADC is not perfectly linear, especially near 0 V and 3.3 V, so treat raw values as relative unless you calibrate against a known reference.

## Digital sensors and I²C

Digital sensors do the conversion themselves and send numbers over a bus. **I²C** is the most common: it uses just two signal wires, **SDA** (data) and **SCL** (clock), shared by many devices. Each device has an address; the BME280 uses 0x76 or 0x77.

\`\`\`python
from machine import I2C, Pin

i2c = I2C(0, scl=Pin(22), sda=Pin(21))
print(i2c.scan())   # [118] means a device at 0x76
\`\`\`

If \`scan()\` returns an empty list, check power, ground and that SDA and SCL are not swapped. A driver library then reads temperature, humidity and pressure from the sensor's registers.

## Getting trustworthy readings

- **Average** several samples to smooth out electrical noise.
- **Respect timing**: a DHT22 humidity sensor, for example, should be read at most once every two seconds.
- **Sanity-check** values: a room at -40 °C almost certainly means a loose wire, not a cold snap.
- Record **units** alongside every number, so nobody has to guess later whether 21 means Celsius or Fahrenheit.`,
        },
      ],
    },
    {
      title: 'Connecting devices',
      lessons: [
        {
          kind: 'text',
          title: 'Wi-Fi and low-power networking',
          minutes: 7,
          body: `A sensor reading is only useful once it leaves the device. The ESP32 joins an ordinary Wi-Fi network in **station mode**, just like a phone does.

\`\`\`python
import network, time

wlan = network.WLAN(network.STA_IF)
wlan.active(True)
wlan.connect("GreenhouseNet", "correct-horse-battery")

for _ in range(20):
    if wlan.isconnected():
        break
    time.sleep(0.5)

print(wlan.ifconfig())   # IP address, netmask, gateway, DNS
\`\`\`

The classic ESP32 supports only the **2.4 GHz** Wi-Fi band, so it cannot see a 5 GHz-only network. Do not hard-code credentials in code you publish; keep them in a separate \`secrets.py\` that stays off version control.

## Expect the connection to drop

Routers restart and signals fade. A robust device checks the connection before each send, reconnects when needed, and waits a little longer after each failed attempt (exponential backoff) instead of hammering the router.

## Power budget

Wi-Fi is the most power-hungry thing the board does; transmitting draws well over 100 mA, while **deep sleep** draws only microamps. A battery sensor should wake, read, connect, send and sleep again:

\`\`\`python
import machine
machine.deepsleep(15 * 60 * 1000)   # sleep 15 minutes, then restart
\`\`\`

## Choosing a radio

| Technology | Range | Data rate | Typical use |
| --- | --- | --- | --- |
| Wi-Fi | tens of metres | high | mains-powered devices indoors |
| Bluetooth Low Energy | ~10–30 m | moderate | wearables, phone pairing |
| LoRaWAN | several km | very low | farms, meters, remote sites |
| Cellular (NB-IoT, LTE-M) | wide area | low to moderate | trackers, city infrastructure |

Pick the slowest, lowest-power radio that still carries your data often enough.`,
        },
        {
          kind: 'text',
          title: 'MQTT: publish and subscribe',
          minutes: 8,
          body: `HTTP makes a device ask a server for something and wait for the answer. IoT devices usually just want to say "here is a reading", often over poor connections, so most use **MQTT**, a lightweight publish/subscribe protocol running over TCP.

## Brokers, topics and messages

Devices never talk to each other directly. They connect to a **broker** (Mosquitto is a popular open-source one) and:

- **publish** messages to a named **topic**, such as \`greenhouse/bed1/temperature\`;
- **subscribe** to the topics they care about, and the broker forwards every matching message.

Publishers do not need to know who is listening, so you can add a dashboard or an alert service without touching the devices.

\`\`\`python
from umqtt.simple import MQTTClient
import json

client = MQTTClient("bed1-sensor", "broker.local", port=1883)
client.connect()
reading = {"t": 21.4, "h": 58, "unit": "C"}
client.publish(b"greenhouse/bed1/climate", json.dumps(reading))
client.disconnect()
\`\`\`

## Topic wildcards

Topics are levels separated by \`/\`. Subscribers can use two wildcards:

- \`+\` matches exactly **one** level: \`greenhouse/+/temperature\` matches \`greenhouse/bed1/temperature\` but not \`greenhouse/bed1/soil/temperature\`.
- \`#\` matches any number of levels and must be last: \`greenhouse/#\` matches everything under \`greenhouse\`.

## Quality of service

| QoS | Guarantee |
| --- | --- |
| 0 | at most once: fire and forget, may be lost |
| 1 | at least once: retried until acknowledged, may arrive twice |
| 2 | exactly once: a four-step handshake, slowest |

Most telemetry uses QoS 0 or 1.

## Two useful features

A **retained** message is stored by the broker and sent immediately to anyone who subscribes later, which is handy for "current state". A **last will** is a message the broker publishes on a device's behalf if it disconnects unexpectedly, for example \`status = offline\`. Port 1883 is unencrypted MQTT; you will switch to TLS on port 8883 in the security lesson.`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: devices and MQTT',
          minutes: 6,
          passMark: 60,
          questions: [
            {
              prompt: 'What logic voltage do the ESP32 GPIO pins use?',
              multiple: false,
              options: ['1.8 V', '3.3 V', '5 V', '12 V'],
              correct: [1],
              explanation:
                'ESP32 pins work at 3.3 V. A 5 V signal needs a level shifter or voltage divider to avoid damaging the chip.',
            },
            {
              prompt: 'How many distinct values can a 12-bit ADC report?',
              multiple: false,
              options: ['12', '256', '1024', '4096'],
              correct: [3],
              explanation: '2¹² = 4096, so readings range from 0 to 4095.',
            },
            {
              prompt: 'Which signal lines does the I²C bus use?',
              multiple: true,
              options: ['SDA', 'SCL', 'MOSI', 'TX'],
              correct: [0, 1],
              explanation:
                'I²C uses a data line (SDA) and a clock line (SCL) shared by every device on the bus. MOSI belongs to SPI and TX to a serial UART.',
            },
            {
              prompt: 'Which topics match the subscription greenhouse/+/temperature?',
              multiple: true,
              options: [
                'greenhouse/bed1/temperature',
                'greenhouse/bed2/temperature',
                'greenhouse/bed1/soil/temperature',
                'greenhouse/temperature',
              ],
              correct: [0, 1],
              explanation:
                'The + wildcard matches exactly one level. It cannot match two levels (bed1/soil) or zero levels.',
            },
            {
              prompt: 'A reading is published with QoS 1. What does the protocol guarantee?',
              multiple: false,
              options: [
                'It is delivered exactly once',
                'It is delivered at least once, possibly more than once',
                'It may be lost without any retry',
                'It is encrypted in transit',
              ],
              correct: [1],
              explanation:
                'QoS 1 retries until acknowledged, so duplicates are possible. Only QoS 2 guarantees exactly once, and QoS says nothing about encryption.',
            },
            {
              prompt: 'Why might an ESP32 fail to find your home network?',
              multiple: false,
              options: [
                'The network broadcasts only on 5 GHz',
                'The network uses WPA2',
                'The router assigns addresses with DHCP',
                'The network name contains a capital letter',
              ],
              correct: [0],
              explanation:
                'The classic ESP32 supports only the 2.4 GHz band. WPA2, DHCP and capital letters in names are all normal and supported.',
            },
          ],
        },
      ],
    },
    {
      title: 'Cloud storage and security',
      lessons: [
        videoLesson('planning-your-study-week', 'Planning your study week'),
        {
          kind: 'text',
          title: 'Storing readings in the cloud',
          minutes: 8,
          body: `Once readings reach the broker, something has to keep them. A typical cloud pipeline has three parts: an **ingestion** service subscribes to the device topics, a **database** stores the readings, and a **dashboard** such as Grafana charts them. Managed platforms like AWS IoT Core and Azure IoT Hub provide the broker and routing rules for you; Google retired its Cloud IoT Core service in 2023, a reminder to keep your own code portable.

## Time-series data

Sensor data is a long stream of timestamped measurements, which is exactly what **time-series databases** are built for: InfluxDB, or PostgreSQL with the TimescaleDB extension. They compress data well and answer questions like "hourly average for the last week" quickly.

\`\`\`sql
CREATE TABLE readings (
  time        TIMESTAMPTZ NOT NULL,
  device_id   TEXT        NOT NULL,
  temperature DOUBLE PRECISION,
  humidity    DOUBLE PRECISION,
  PRIMARY KEY (device_id, time)
);

SELECT date_trunc('hour', time) AS hour, avg(temperature)
FROM readings
WHERE device_id = 'bed1' AND time > now() - interval '7 days'
GROUP BY hour ORDER BY hour;
\`\`\`

## Design rules that save pain later

- **Timestamp in UTC.** Devices in different time zones, and clocks changing for daylight saving, make local times ambiguous. Convert to local time only when displaying.
- **Timestamp at the source** when the device has a reliable clock (synchronised with NTP), so readings sent late still land at the right moment.
- **Make writes idempotent.** QoS 1 can deliver a message twice; a primary key on device and time (or a message id) means the duplicate is rejected rather than double-counted.
- **Buffer when offline.** Let the device keep recent readings in memory or flash and send them when the connection returns.
- **Plan retention.** Keep raw readings for weeks, then store hourly or daily summaries (downsampling) for the long term, so storage costs do not grow without limit.

With the data stored you can add alerts, for example a message to your phone when soil moisture stays low for an hour.`,
        },
        {
          kind: 'text',
          title: 'Securing every step',
          minutes: 9,
          body: `An insecure device is not just your problem. In 2016 the **Mirai** botnet took over hundreds of thousands of cameras and routers simply by logging in with factory-default passwords, then used them to knock major websites offline. Weak, guessable or hard-coded passwords still top the OWASP IoT Top 10 list. Security has to cover the device, the network and the cloud.

## Encrypt the connection

Plain MQTT on port 1883 sends readings and passwords as readable text. Use **MQTT over TLS** on port **8883**, and make devices verify the broker's certificate so they cannot be tricked into talking to an impostor.

## Give every device its own identity

Never share one password across a fleet: if one device is stolen, every device is exposed. Give each device its own credentials, ideally an **X.509 client certificate** (mutual TLS), which is what AWS IoT Core uses. Then restrict each identity with **access control lists** so a device can publish only to its own topics.

\`\`\`text
# mosquitto.conf
listener 8883
cafile   /etc/mosquitto/certs/ca.crt
certfile /etc/mosquitto/certs/server.crt
keyfile  /etc/mosquitto/certs/server.key
require_certificate true
use_identity_as_username true
allow_anonymous false
acl_file /etc/mosquitto/acl

# acl: each device may write only under its own name
pattern write devices/%u/#
\`\`\`

## Protect the device itself

- **Signed firmware updates** (over the air) let you fix vulnerabilities, and the signature stops attackers installing their own code.
- **Secure boot** and **flash encryption**, both available on the ESP32, keep a stolen board from revealing its keys.
- Disable debug interfaces and serial consoles in production builds.

## Least privilege everywhere

| Layer | Practice |
| --- | --- |
| Device | unique credentials, signed updates, no default passwords |
| Network | TLS, separate Wi-Fi network or VLAN for IoT devices |
| Broker | no anonymous access, per-device topic ACLs |
| Cloud | services get only the permissions they need; rotate keys |

Treat security as part of the design from the first prototype, not a feature to add before launch.`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: cloud and security',
          minutes: 6,
          passMark: 70,
          questions: [
            {
              prompt: 'Which port is the standard one for MQTT over TLS?',
              multiple: false,
              options: ['80', '443', '1883', '8883'],
              correct: [3],
              explanation: 'MQTT over TLS uses port 8883. Port 1883 is plain, unencrypted MQTT.',
            },
            {
              prompt: 'Which practices make an IoT fleet more secure?',
              multiple: true,
              options: [
                'A unique certificate for every device',
                'Signed firmware updates',
                'One shared password hard-coded into every device',
                'ACLs that let each device publish only to its own topics',
                'Allowing anonymous connections to the broker',
              ],
              correct: [0, 1, 3],
              explanation:
                'Unique identities, signed updates and per-device ACLs limit the damage from any one compromise. Shared passwords and anonymous access do the opposite.',
            },
            {
              prompt: 'Why should readings be stored with UTC timestamps?',
              multiple: false,
              options: [
                'UTC timestamps use less storage',
                'Local times are ambiguous across time zones and daylight-saving changes',
                'Dashboards cannot display local time',
                'MQTT only accepts UTC',
              ],
              correct: [1],
              explanation:
                'UTC is one unambiguous timeline. Convert to local time only when you display the data.',
            },
            {
              prompt:
                'Readings arrive with QoS 1, so some are delivered twice. How should the ingestion service cope?',
              multiple: false,
              options: [
                'Switch every device to QoS 0',
                'Make writes idempotent, for example with a primary key on device and time',
                'Average the duplicates together',
                'Delete the database every night',
              ],
              correct: [1],
              explanation:
                'An idempotent write rejects a duplicate instead of counting it twice. QoS 0 would avoid duplicates only by risking lost readings.',
            },
            {
              prompt: 'How did the Mirai botnet take over so many devices?',
              multiple: false,
              options: [
                'By breaking TLS encryption',
                'By logging in with factory-default passwords',
                'By exploiting a flaw in the MQTT protocol',
                'By physically stealing the devices',
              ],
              correct: [1],
              explanation:
                'Mirai simply tried default usernames and passwords on internet-facing cameras and routers.',
            },
          ],
        },
      ],
    },
  ],
};
