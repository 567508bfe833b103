// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QScrollArea;

namespace quantum {

class FlowLayout;

// The Hint's mark on an answer button (a gold frame and a tooltip), or its removal: the prompt
// bar's answers and the card picker's.
void setHintedLook(QPushButton *button, bool hinted);

// The question of the moment in plain words, and the answers. The answers wrap onto more
// rows and never widen the window; when they would need more than kReservedRows rows (or
// one is wider than the bar), the longest ones go into a list with a Choose button. The bar
// keeps its height while the answers and the detail change (it reserves room for the
// question, kDetailLines lines of detail, which scroll when there are more, and kReservedRows
// rows of answers), so the board above it stays still.
class PromptBar : public QWidget {
    Q_OBJECT
public:
    static constexpr int kReservedRows = 2;
    static constexpr int kDetailLines = 3;

    explicit PromptBar(QWidget *parent = nullptr);
    void setQuestion(const QString &text, const QString &detail = QString());
    QString detail() const;
    // The whole detail is in view (it needs no more than its kDetailLines lines).
    bool detailFits() const;
    void clearButtons();
    QPushButton *addButton(const QString &text, std::function<void()> onClick,
                           bool primary = false);
    // More answers than fit as buttons: a list and one button; `current` is the answer
    // chosen in the list at first (the Hint's), -1 the first.
    void addChoice(const QStringList &texts, std::function<void(int)> onChoose,
                   const QString &buttonText, int current = -1);
    // The buttons on show (answers moved into the list are not among them; the list's
    // Choose button is).
    QList<QPushButton *> buttons() const;
    QPushButton *primaryButton() const; // the default answer (Enter), or null
    // The answers moved into the list, in order (empty when every answer is a button).
    QStringList listedAnswers() const;

    // Beside the question: a busy indicator while a computer (or the Hint) thinks, and the
    // Hint button (H) while a human at this computer may ask for one.
    void setBusy(bool busy);
    bool isBusy() const;
    QPushButton *hintButton() const { return m_hint; }
    void setHintOffered(bool offered);
    // Marks the answer the Hint suggests (a gold frame), until the buttons are cleared.
    void markHinted(QPushButton *button);
    static bool isHinted(const QPushButton *button);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Answer {
        QPushButton *button;
        bool primary;
    };
    void addToFlow(QWidget *widget);
    void arrange(); // which answers are buttons, which are listed; then the height
    void updateHeight();
    int reservedHeight() const;
    int detailHeight() const;

    QLabel *m_question = nullptr;
    QProgressBar *m_busy = nullptr;
    QPushButton *m_hint = nullptr;
    QLabel *m_detail = nullptr;
    QScrollArea *m_detailArea = nullptr;
    FlowLayout *m_flow = nullptr;
    QComboBox *m_list = nullptr; // the answers that do not fit as buttons
    QPointer<QPushButton> m_pointed; // the listed answer pointed at in the list
    QPushButton *m_choose = nullptr;
    QList<Answer> m_answers;
    QList<int> m_listed;      // indices into m_answers, in m_list's order
    QList<QWidget *> m_extra; // addChoice's widgets
    int m_height = 0;         // the height kept (it grows, never shrinks, at one width)
    int m_heightForWidth = -1;
};

} // namespace quantum
