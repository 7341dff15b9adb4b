// Inside the fast forward pass (fast_forward.h): the steps of one layer on the crew, shared by
// runModelFast(), rerunFrom() and ablateEach(). Not for use outside core/model/.
//
// A pass runs `groups` inputs of T tokens each, stacked as rows (groups·T, d): one sequence
// (groups = 1), or the H variants of one stream ablate-each runs through the later layers as
// one batch. The row-wise steps (ln_1 and c_attn; c_proj, ln_2 and the MLP) see all rows at once,
// so their products are as big as the batch; attention runs per group, per head, per block of
// query rows, each group seeing only its own keys.
#pragma once

#include "fast_forward.h"

#include "core/workers.h"

namespace attn::gpt2::detail {

using Index = Eigen::Index;

// Threads for a pass of `layers` layers over `rows` token rows (the caller's wish, or one per core).
int passThreads(const Config &c, int wanted, double rows, int layers);

// Converts block w into b, its matrices a band of stored rows per task (b sized on first use).
bool convertBlockInto(const BlockWeights &w, Block &b, const Config &c, work::Crew &crew);

// Layer l's weights into b: the model's, with a layer override's attention where it names layer l.
// `rule` gets the score rule that layer's attention runs with. False if cancelled.
bool loadLayer(const Weights &w, int l, const LayerOverride *layer, Block &b, ScoreRule &rule,
               work::Crew &crew);

// X (T,d) = wte[ids] + wpe[0…T), a chunk of token rows per task.
bool embedTokens(const Weights &w, const std::vector<int> &ids, int chunkRows, Matrix &x, work::Crew &crew);

// Room for what a kept layer keeps: its attention input (T,d) and every head's causal weights.
void allocateKeptLayer(LayerResult &layer, int T, Index d, int H);

// Columns [col0, col0 + dk) of `rows` rows of concat (leading dimension ld), ablated in place:
// set to 0, or each column to its mean over those rows (ablateHead() on a block of a batch).
void ablateColumns(double *concat, Index ld, int rows, Index col0, int dk, Ablation how);

// FLOPs of logitsOfRows() for k rows.
double logitsFlops(const Config &c, int k);

// logits (k,vocab) = ln_f(rows) (k,d) · lm_headᵀ (d,vocab), a band of lm_head's rows per task,
// converted into the worker's scratch (no float64 copy of the whole matrix). Empty if cancelled.
std::optional<Matrix> logitsOfRows(const Weights &w, const Matrix &rows, work::Crew &crew);

class FastPass {
public:
    FastPass(const Weights &w, int tokens, int groups, int threads, const ModelOptions &options,
             Block &block);

    // FLOPs of one whole layer over every row, and of the steps alone.
    double layerFlops() const { return projectStepFlops() + attendStepFlops() + finishStepFlops(); }
    double projectStepFlops() const { return projectFlops * rows; }
    double attendStepFlops() const;
    double finishStepFlops() const { return mlpFlops * rows; }

    // The working matrices, reused by every layer.
    void allocate();

    // 1. A = ln_1(X); [Q|K|V] (rows,3d) = A (rows,d) · c_attn (d,3d) + b, a chunk of rows per task.
    bool project(Matrix &A, work::Crew &crew);
    // 2. Every head of every group, one block of query rows per task, into concat. `kept`: where
    //    to keep the weights (groups = 1 only), or null.
    bool attend(const ScoreRule &rule, LayerResult *kept, work::Crew &crew);
    // 3. X += concat·W_O + b_O; X += gelu(ln_2(X)·W_fc + b_fc)·W_proj + b_proj, a chunk of rows per task.
    bool finish(work::Crew &crew);
    // Step 3 on rows [0, count) only (a batch whose rows that need it were moved to the front).
    bool finishRows(int count, work::Crew &crew);

    // Head h's output in group g ablated (before finish()).
    void ablate(int group, int head, Ablation how);

    const Weights &w;
    const Config &c;
    const ModelOptions &options;
    const int T, groups, rows; // tokens per group, groups, rows = groups·T
    const Index d, inner;
    const int H, dk;
    const Index qw, kvw, qkvw, hiddenw; // Q's (and concat's) width, K's and V's, [Q|K|V]'s, the MLP's
    const double projectFlops, mlpFlops; // per row: c_attn; c_proj and the MLP
    const int threads;
    const int R, blocksPerHead; // query rows per attention block, blocks per head and group
    const int chunkRows, chunks; // token rows per row-wise task, tasks
    Matrix x, a, qkv, concat, a2, hidden; // (rows, d), (rows, d), (rows, q+2kv), (rows, q), …
    std::vector<Matrix> scores; // (R,T) a block of logits, then weights, per worker
    Block &b; // the layer's weights in float64
    Mask open; // (1,T) nothing blocked: a causal row's softmax runs over keys 0…i only
    QKTurn turn; // how q and k are turned (Llama family): RoPE's frequencies, each row's position

private:
    int blockRows(int blk) const { return std::min(R, T - blk * R); }
    int blockKeys(int blk) const { return blk * R + blockRows(blk); } // keys 0 … the block's last query
    std::pair<int, int> chunkOf(int ch) const
    {
        return { ch * chunkRows, std::min(chunkRows, rows - ch * chunkRows) };
    }
    void attendBlock(int g, int h, int blk, const HeadRule &rule, CausalWeights *kept, double *s);
};

} // namespace attn::gpt2::detail
